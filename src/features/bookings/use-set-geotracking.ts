import type { Rental } from '@contracts/rental'
import { updateGeotracking } from './api'
import { useBookingChange } from './use-booking-change'

/**
 * Geotracking on or off during a rental in progress: `set` answers the updated rental, or null.
 * `quiet`: no toast, the caller says it is done.
 */
export function useSetGeotracking(rental: Rental, { quiet = false }: { quiet?: boolean } = {}) {
  const { run, busy } = useBookingChange(rental.id, (enabled: boolean) => updateGeotracking(rental.id, enabled), quiet ? null : 'bookings:toasts.geotracking-updated-confirmed')
  return { set: run, busy }
}
