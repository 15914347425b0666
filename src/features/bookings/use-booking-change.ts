import { useIsMutating, useMutation } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import type { Rental } from '@contracts/rental'
import { i18n } from '@/i18n'
import { notifyApiError } from '@/core/api'
import { toast } from '@/lib/toast/toast-store'
import { bookingsKeys } from './keys'

/** A change of this rental is on its way: its actions wait, wherever they are shown. */
export function useBookingBusy(id: number): boolean {
  return useIsMutating({ mutationKey: bookingsKeys.change(id) }, queryClient) > 0
}

const isRental = (value: unknown): value is Rental => typeof value === 'object' && value !== null && 'reservation_start_time' in value

/**
 * One change of a rental (cancel, new times, geotracking, leaving a carpool): on success the rental
 * as the server answered is the detail's at once, the toast `doneKey` says it (null: the caller does), and every read of the
 * bookings (lists, details, the home, the chat's cards) is read again (spec section 4: a changed
 * rental moves between the lists by its status). A failure goes to the generic error handler.
 * `run` answers the call's result, or null after a failure.
 */
export function useBookingChange<A, R>(id: number, send: (arg: A) => Promise<R>, doneKey: string | null) {
  const mutation = useMutation(
    {
      mutationKey: bookingsKeys.change(id),
      mutationFn: send,
      onSuccess: (result) => {
        if (isRental(result)) queryClient.setQueryData(bookingsKeys.rental(result.id), result)
        if (doneKey) toast.success(i18n.t(doneKey))
        void queryClient.invalidateQueries({ queryKey: bookingsKeys.all })
      },
      onError: notifyApiError,
    },
    queryClient,
  )
  const busy = useBookingBusy(id)
  const run = (arg: A): Promise<R | null> => mutation.mutateAsync(arg).catch(() => null)
  return { run, busy }
}
