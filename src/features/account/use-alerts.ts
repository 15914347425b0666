import { useMutation, useQuery } from '@tanstack/react-query'
import type { Alert } from '@contracts/alert'
import { queryClient } from '@/core/query/query-client'
import { loadStatus, type LoadStatus } from '@/lib/load-status'
import { ALERTS_KEY, deleteAlert, fetchAlerts } from './alerts-api'

const NO_ALERTS: Alert[] = []

/**
 * The member's live alerts, read again each minute while shown (an offer arrives and expires in
 * minutes), and deleting one.
 */
export function useAlerts(): { alerts: Alert[]; status: LoadStatus; reload: () => void; remove: (id: number) => Promise<boolean> } {
  const query = useQuery({ queryKey: ALERTS_KEY, queryFn: fetchAlerts, refetchInterval: 60_000 }, queryClient)
  const removal = useMutation(
    {
      mutationFn: deleteAlert,
      onSuccess: (_, id) => queryClient.setQueryData<Alert[]>(ALERTS_KEY, (list) => (list ?? []).filter((a) => a.id !== id)),
    },
    queryClient,
  )
  return {
    alerts: query.data ?? NO_ALERTS,
    status: loadStatus(query),
    reload: () => void query.refetch(),
    remove: async (id) => {
      try {
        await removal.mutateAsync(id)
        return true
      } catch {
        return false
      }
    },
  }
}
