import { useQuery } from '@tanstack/react-query'
import { accessInstructionsState } from '@contracts/access-rules'
import type { Rental } from '@contracts/rental'
import { BOOKINGS_KEY, queryClient } from '@/core/query/query-client'
import { useCurrentUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { fetchVehicle } from './api'
import type { BookingOutcome } from './search-store'

/**
 * The access text of a rental the member now drives: the server gives a vehicle's access
 * instructions (lockbox codes) only to the driver of one of its rentals, never in search answers.
 * Under the bookings key: a change of the member's bookings reads it again.
 */
function bookingAccessQuery(rental: Pick<Rental, 'id' | 'vehicle_id'>) {
  return {
    queryKey: [...BOOKINGS_KEY, 'booking-access', rental.id, rental.vehicle_id],
    queryFn: async ({ signal }: { signal: AbortSignal }) => (await fetchVehicle(rental.vehicle_id, signal)).access_instructions,
  }
}

/** Starts reading the access text as the booking is confirmed, before the confirmation asks for it. */
export function loadBookingAccess(rental: Pick<Rental, 'id' | 'vehicle_id'>): Promise<void> {
  return queryClient.prefetchQuery(bookingAccessQuery(rental))
}

/** When the access text will appear, for a driver who cannot read it yet (contracts/access-rules.ts). */
export interface AccessLater {
  from: number
  /** The account still waits for an operator's validation. */
  afterValidation: boolean
  /** The instant the rule was read at. */
  now: number
}

/**
 * The access text a confirmation shows: the rental's, read by the booking or here (a
 * chat card shown again after a reload); none for a joined carpool, whose passengers are not its
 * driver. When the shared rule says the driver reads it only later (account not validated yet,
 * start beyond the tenant's lead time), `later` says from when. `enabled` false (a stale card)
 * fetches nothing.
 */
export function useBookingAccess(outcome: BookingOutcome, enabled = true): { loading: boolean; text: string | null; later: AccessLater | null } {
  const rental = outcome.kind === 'rental' ? outcome.rental : null
  // A placeholder when there is no rental: the query is off then, and the hook keeps its order.
  const access = useQuery({ ...bookingAccessQuery(rental ?? { id: 0, vehicle_id: 0 }), enabled: enabled && rental !== null }, queryClient)
  const user = useCurrentUser()
  const { tenant } = useTenant()
  if (!rental) return { loading: false, text: null, later: null }
  // A failure shows the "no access text" message.
  const text = access.data ?? null
  let later: AccessLater | null = null
  if (user && !text) {
    const now = Date.now()
    const state = accessInstructionsState(
      { validated: user.validated, workflow_next_step: user.serverStep },
      { status: rental.status, start: Date.parse(rental.reservation_start_time), end: Date.parse(rental.reservation_end_time) },
      tenant.access_instructions_lead_time,
      now,
    )
    if (state.kind === 'later') later = { from: state.from, afterValidation: state.afterValidation, now }
  }
  return { loading: access.isPending && !access.isError, text, later }
}
