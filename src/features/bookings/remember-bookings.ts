import { lastSeenMember, rememberBookings } from '@/lib/offline/last-seen'
import { useBookingsStore } from './store'

/**
 * Keeps the member's current and upcoming bookings as last seen, for the offline screen
 * (src/app/offline), from the lists loaded so far.
 */
export function rememberCurrentBookings(): void {
  const userId = lastSeenMember()
  const { lists, vehicles } = useBookingsStore.getState()
  const inProgress = lists['bookings.inProgress']
  const upcoming = lists['bookings.upcoming']
  if (userId === null || (!inProgress && !upcoming)) return
  const rentals = [...(inProgress?.items ?? []), ...(upcoming?.items ?? [])]
  rememberBookings(
    userId,
    rentals.map((r) => {
      const vehicle = vehicles[Number(r.vehicle_id)]
      return { id: r.id, status: r.status, start: r.reservation_start_time, end: r.reservation_end_time, vehicle: vehicle ? `${vehicle.make} ${vehicle.model}` : null }
    }),
  )
}
