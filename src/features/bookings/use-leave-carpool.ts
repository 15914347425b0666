import type { Rental } from '@contracts/rental'
import { leaveCarpoolCall } from './api'
import { useBookingChange } from './use-booking-change'

/** A passenger gives their seat back (DELETE /user/rentals/{id}/passengers): `leave` answers true once left. */
export function useLeaveCarpool(rental: Rental) {
  const { run, busy } = useBookingChange(rental.id, () => leaveCarpoolCall(rental.id).then(() => true), 'bookings:toasts.carpool-left')
  return { leave: async () => (await run(undefined)) === true, busy }
}
