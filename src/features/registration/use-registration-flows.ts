import { useQuery } from '@tanstack/react-query'
import type { RegistrationFlow } from '@contracts/reference'
import { queryClient } from '@/core/query/query-client'
import { REFERENCE_KEY } from '@/core/query/query-keys'
import { REFERENCE_STALE_TIME } from '@/lib/reference-data/catalog-query'
import { mayReadCatalog } from '@/lib/reference-data/catalog-access'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { fetchRegistrationFlows } from './api'

const NO_FLOWS: RegistrationFlow[] = []

/**
 * The tenant's registration flows (GET /registration_flows), reference data kept like the catalog's.
 * A private platform serves them to members only, as its catalog: a guest signing up there gets none
 * and picks nothing. `choices` holds them only where there is a choice to make (more than one).
 */
export function useRegistrationFlows(): { choices: RegistrationFlow[]; loading: boolean; failed: boolean; reload: () => void } {
  const platform = useTenantStore((s) => s.tenant?.platform_type)
  const session = useSessionStore((s) => s.status)
  const enabled = mayReadCatalog(platform, session)
  const query = useQuery({ queryKey: [...REFERENCE_KEY, 'registration-flows'] as const, queryFn: fetchRegistrationFlows, staleTime: REFERENCE_STALE_TIME, enabled }, queryClient)
  const flows = query.data ?? NO_FLOWS
  return { choices: flows.length > 1 ? flows : NO_FLOWS, loading: enabled && query.isPending, failed: query.isError, reload: () => void query.refetch() }
}
