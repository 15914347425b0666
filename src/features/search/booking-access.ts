import { useEffect } from 'react'
import { accessInstructionsState } from '@contracts/access-rules'
import type { Rental } from '@contracts/rental'
import { logLoadError } from '@/core/api'
import { useCurrentUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { fetchVehicle } from './api'
import { useSearchStore, type BookingOutcome } from './search-store'

/**
 * Fetches the access text of a rental the member now drives: the server gives a vehicle's access
 * instructions (lockbox codes) only to the driver of one of its rentals, never in search answers.
 * A failure leaves the "no access text" message.
 */
export async function loadBookingAccess(rental: Pick<Rental, 'id' | 'vehicle_id'>): Promise<void> {
  const current = useSearchStore.getState().access
  if (current?.rentalId === rental.id && current.status !== 'failed') return
  useSearchStore.setState({ access: { rentalId: rental.id, status: 'loading', text: null } })
  // Another booking or leaving the confirmation may replace it meanwhile: only this rental's entry is set.
  const settle = (status: 'ready' | 'failed', text: string | null) =>
    useSearchStore.setState((s) => (s.access?.rentalId === rental.id ? { access: { rentalId: rental.id, status, text } } : {}))
  try {
    const vehicle = await fetchVehicle(rental.vehicle_id)
    settle('ready', vehicle.access_instructions)
  } catch (error) {
    logLoadError(`vehicle ${rental.vehicle_id} access`, error)
    settle('failed', null)
  }
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
 * The access text a confirmation shows: the rental's, fetched when the store does not hold it (a
 * chat card shown again after a reload); none for a joined carpool, whose passengers are not its
 * driver. When the shared rule says the driver reads it only later (account not validated yet,
 * start beyond the tenant's lead time), `later` says from when. `enabled` false (a stale card)
 * fetches nothing.
 */
export function useBookingAccess(outcome: BookingOutcome, enabled = true): { loading: boolean; text: string | null; later: AccessLater | null } {
  const rental = outcome.kind === 'rental' ? outcome.rental : null
  const access = useSearchStore((s) => (rental && s.access?.rentalId === rental.id ? s.access : null))
  const user = useCurrentUser()
  const { tenant } = useTenant()
  const known = access !== null
  useEffect(() => {
    if (enabled && rental && !known) void loadBookingAccess(rental)
    // The rental's id and vehicle decide the call; the object is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, rental?.id, rental?.vehicle_id, known])
  if (!rental) return { loading: false, text: null, later: null }
  const text = access?.text ?? null
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
  return { loading: access === null || access.status === 'loading', text, later }
}
