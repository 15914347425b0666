import type { Rental } from '@contracts/rental'
import { cancelRentalCall } from './api'
import { useBookingChange } from './use-booking-change'

/**
 * Cancelling a booking (DELETE /user/rentals/{id}), for the detail's dialog and the chat's card:
 * `cancel` answers the cancelled rental, or null. `quiet`: no toast, the caller says it is done.
 */
export function useCancelBooking(rental: Rental, { quiet = false }: { quiet?: boolean } = {}) {
  const { run, busy } = useBookingChange(rental.id, () => cancelRentalCall(rental.id), quiet ? null : 'bookings:toasts.cancellation-confirmed')
  return { cancel: () => run(undefined), busy }
}
