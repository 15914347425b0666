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

/**
 * The first page of the member's rentals under way, as the server just answered it: when it holds
 * them all, the help kept on this device before it was asked for any other trip goes (ended by the lifecycle job or
 * from another device). Never offline: no answer, nothing read.
 */
export async function forgetEndedTripHelp(inProgress: RentalsResponse, askedAt: number): Promise<void> {
  const userId = lastSeenMember()
  if (userId === null || inProgress.meta.total > inProgress.rentals.length) return
  const underWay = inProgress.rentals.map((r) => r.id)
  await (await import('@/lib/offline/forget-ended-trip-help')).forgetTripHelpExcept(userId, underWay, askedAt)
}
