import type { Rental, RentalsResponse } from '@contracts/rental'
import type { Vehicle } from '@contracts/vehicle'
import type { Invoice } from '@contracts/invoice'
import { refusedChargeOf } from '@contracts/refused-charge'
import type { MemberBooking } from '@/lib/member-booking'
import { loadedQueryClient } from '@/core/query/query-client-slot'
import { BOOKINGS_KEY } from '@/core/query/query-keys'
import { cacheSettles } from '@/core/query/watch-cache'
import { currentCatalog } from '@/lib/reference-data/catalog'
import { useSessionStore, type ClientUser } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { driverHomeOf, driverHomeSummary, type DriverHome, type DriverHomeSummary } from './driver-home'
import { bookingsKeys, INVOICES_SHOWN, vehicleKey } from './keys'

/**
 * The member's home, rentals and refused charge as the query cache holds them now, for the chat's
 * greeting and its dialog environment (loaded with the query client: load-home-cache.ts): the same
 * cache entries the home's hooks read (use-driver-home.ts, use-refused-charge.ts), kept live while
 * the chat shows by home-reads.tsx. Nothing here asks the server.
 */

const NONE: DriverHome = { kind: 'none' }

/** Whether this member has rentals to show at home: a blocked account is offered nothing (spec section 6). */
export const mayHaveRentals = (user: ClientUser | null): user is ClientUser => user !== null && user.serverStep !== 'driver_blocked'

const IN_PROGRESS = bookingsKeys.list('bookings.inProgress', 1)
const UPCOMING = bookingsKeys.list('bookings.upcoming', 1)

const member = () => {
  const session = useSessionStore.getState()
  return session.status === 'member' ? session.user : null
}

const cached = <T>(key: readonly unknown[]) => loadedQueryClient()?.getQueryData<T>(key)

const vehicleOf = (id: number) => cached<Vehicle>(vehicleKey(id))

/** The home as the cache holds it at `now`: none before the lists have come. */
export function driverHomeInCache(now: number): DriverHome {
  const user = member()
  if (!mayHaveRentals(user)) return NONE
  const inProgress = cached<RentalsResponse>(IN_PROGRESS)?.rentals ?? []
  const upcoming = cached<RentalsResponse>(UPCOMING)?.rentals ?? []
  const vehicles: Record<number, Vehicle> = {}
  for (const r of [...inProgress, ...upcoming]) {
    const vehicle = vehicleOf(r.vehicle_id)
    if (vehicle) vehicles[r.vehicle_id] = vehicle
  }
  return driverHomeOf({
    inProgress,
    upcoming,
    vehicles,
    stations: currentCatalog().stations,
    driver: { id: user.id, validated: user.validated, workflow_next_step: user.serverStep },
    leadTime: useTenantStore.getState().tenant?.access_instructions_lead_time,
    now,
  })
}

/** The home as the chat says it at `now`, its next booking startable from the tenant's prepare delay (seconds) before its start. */
export function homeSummaryInCache(now: number, prepareDelay: number): DriverHomeSummary | null {
  return driverHomeSummary(driverHomeInCache(now), prepareDelay, now)
}

/** One rental of the list of `status` as the conversation names it (dialog/types.ts): its vehicle once the cache has it. */
function memberBookingOf(rental: Rental, status: MemberBooking['status']): MemberBooking {
  const vehicle = vehicleOf(rental.vehicle_id)
  return {
    id: String(rental.id),
    vehicle: vehicle
      ? { id: String(vehicle.id), make: vehicle.make, model: vehicle.model, category: vehicle.category_id === null ? null : String(vehicle.category_id), hourly: null, daily: null }
      : null,
    start: rental.reservation_start_time,
    end: rental.reservation_end_time,
    status,
    startStation: rental.start_station_id,
    endStation: rental.end_station_id ?? rental.start_station_id,
    price: rental.price === null ? null : rental.price.value_cents / 100,
  }
}

/** Whether the list of `key` has come, failed with no new read under way, or waits for a network (none to wait for). */
function settled(key: readonly unknown[]): boolean {
  const state = loadedQueryClient()?.getQueryState(key)
  return state?.data !== undefined || state?.fetchStatus === 'paused' || (state?.status === 'error' && state.fetchStatus === 'idle')
}

/**
 * Resolves once the member's lists in progress and upcoming have both come (or failed), or after
 * `ms`; at once for a guest or a blocked member (offered no rentals). A sentence typed as the chat
 * opens ("je commence ma location") is read with the member's bookings rather than with the first
 * list alone, or with none.
 */
export async function memberBookingsArrived(ms: number): Promise<void> {
  const both = () => (settled(IN_PROGRESS) && settled(UPCOMING) ? true : undefined)
  if (!mayHaveRentals(member()) || both()) return
  await cacheSettles([BOOKINGS_KEY[0]], both, ms, false)
}

/** The member's rentals in progress and upcoming (the home's lists); null for a guest or before they came. */
export function memberBookingsInCache(): MemberBooking[] | null {
  if (member() === null) return null
  const inProgress = cached<RentalsResponse>(IN_PROGRESS)
  const upcoming = cached<RentalsResponse>(UPCOMING)
  if (!inProgress && !upcoming) return null
  // Each list holds the statuses of its group (rental-lists.ts).
  return [...(inProgress?.rentals ?? []).map((r) => memberBookingOf(r, 'in_progress')), ...(upcoming?.rentals ?? []).map((r) => memberBookingOf(r, 'upcoming'))]
}

/** The newest invoice whose charge the member's card refused (the invoices the chat lists); null for a guest, before they came, or when none was. */
export function refusedChargeInCache(): Invoice | null {
  if (member() === null) return null
  const invoices = cached<{ invoices: Invoice[] }>(bookingsKeys.invoices(INVOICES_SHOWN))?.invoices
  return invoices ? refusedChargeOf(invoices) : null
}
