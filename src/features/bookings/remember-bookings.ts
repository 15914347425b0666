import type { RentalsResponse } from '@contracts/rental'
import type { Vehicle } from '@contracts/vehicle'
import { lastSeenMember, rememberBookings } from '@/lib/offline/last-seen'
import { queryClient } from '@/core/query/query-client'
import { bookingsKeys, vehicleKey } from './keys'
import type { ListKey } from './rental-lists'

const firstPage = (key: ListKey) => queryClient.getQueryData<RentalsResponse>(bookingsKeys.list(key, 1))

/**
 * Keeps the member's current and upcoming bookings as last seen, for the offline screen
 * (src/app/offline), from the first pages read so far.
 */
export function rememberCurrentBookings(): void {
  const userId = lastSeenMember()
  const inProgress = firstPage('bookings.inProgress')
  const upcoming = firstPage('bookings.upcoming')
  if (userId === null || (!inProgress && !upcoming)) return
  const rentals = [...(inProgress?.rentals ?? []), ...(upcoming?.rentals ?? [])]
  rememberBookings(
    userId,
    rentals.map((r) => {
      const vehicle = queryClient.getQueryData<Vehicle>(vehicleKey(r.vehicle_id))
      return { id: r.id, status: r.status, start: r.reservation_start_time, end: r.reservation_end_time, vehicle: vehicle ? `${vehicle.make} ${vehicle.model}` : null }
    }),
  )
}
