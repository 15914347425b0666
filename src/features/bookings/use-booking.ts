import { useQuery } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import { useCurrentUser } from '@/core/session'
import { loadStatus } from '@/lib/load-status'
import { rentalQuery } from './queries'
import { isRentalDriver } from '@contracts/rental-driver'
import { rentalActionsAt } from './rental-actions'
import { mayOpenVehicle } from './rental-status'
import { useBookingBusy } from './use-booking-change'
import { useNow } from './use-now'
import { useVehicle } from './use-vehicles'

/** One rental (GET /user/rentals/{id}), its vehicle, and what the viewer may do with it now. */
export function useBooking(id: number) {
  const valid = Number.isInteger(id) && id > 0
  const query = useQuery({ ...rentalQuery(id), enabled: valid }, queryClient)
  const rental = query.data ?? null
  // A rental its driver may still open reads its vehicle afresh: the access text (lockbox codes) is
  // per person and per moment, so a copy read for a finished rental has none, and codes change.
  const vehicle = useVehicle(rental?.vehicle_id ?? null, rental !== null && mayOpenVehicle(rental.status))
  const busy = useBookingBusy(id)
  const user = useCurrentUser()
  const now = useNow()
  const permissions = rental ? rentalActionsAt(rental, now) : null
  const isDriver = rental !== null && isRentalDriver(rental, user?.id)
  const status = valid ? loadStatus(query) : 'idle'
  return { rental, vehicle, status, busy, permissions, isDriver, now, reload: () => void query.refetch() }
}
