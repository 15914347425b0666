import type { Rental, RentalsResponse } from '@contracts/rental'
import type { Vehicle } from '@contracts/vehicle'
import type { MemberBooking } from '@/lib/member-booking'
import { queryClient } from '@/core/query/query-client'
import { useSessionStore } from '@/core/session'
import { vehicleKey } from './keys'
import { listQuery } from './queries'
import { groupOfStatus } from './rental-status'

const LISTS = [listQuery('bookings.inProgress', 1), listQuery('bookings.upcoming', 1)]

const STATUS: Record<ReturnType<typeof groupOfStatus>, MemberBooking['status']> = { inProgress: 'in_progress', upcoming: 'upcoming', closed: 'closed' }

/** One rental as the conversation names it (dialog/types.ts): its vehicle once the cache has it. */
export function memberBookingOf(rental: Rental, vehicle: Vehicle | undefined): MemberBooking {
  return {
    id: String(rental.id),
    vehicle: vehicle
      ? { id: String(vehicle.id), make: vehicle.make, model: vehicle.model, category: vehicle.category_id === null ? null : String(vehicle.category_id), hourly: null, daily: null }
      : null,
    start: rental.reservation_start_time,
    end: rental.reservation_end_time,
    status: STATUS[groupOfStatus(rental.status)],
    startStation: rental.start_station_id,
    endStation: rental.end_station_id ?? rental.start_station_id,
    price: rental.price === null ? null : rental.price.value_cents / 100,
  }
}

/**
 * The member's rentals in progress and upcoming as the home's lists hold them in the cache (the
 * same reads as the driver home, no request of its own); null for a guest or before they came.
 */
export function memberBookingsInCache(): MemberBooking[] | null {
  if (useSessionStore.getState().status !== 'member') return null
  const lists = LISTS.map((q) => queryClient.getQueryData<RentalsResponse>(q.queryKey))
  if (lists.every((l) => l === undefined)) return null
  return lists.flatMap((l) => l?.rentals ?? []).map((r) => memberBookingOf(r, queryClient.getQueryData<Vehicle>(vehicleKey(r.vehicle_id))))
}
