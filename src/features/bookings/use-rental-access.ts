import { accessInstructionsState } from '@contracts/access-rules'
import type { Rental } from '@contracts/rental'
import type { Vehicle } from '@contracts/vehicle'
import { useCurrentUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { shownText } from './shown-text'

export type RentalAccess =
  /** The access text (lockbox codes) to show now. */
  | { kind: 'text'; text: string }
  /** Not yet: from `from`, after the account's validation when `afterValidation`. */
  | { kind: 'later'; from: number; afterValidation: boolean; now: number }
  /** Readable now by the rule, but the vehicle has none (or it is not loaded yet). */
  | { kind: 'none' }
  /** Nothing to say: not the driver, a finished rental, a blocked account. */
  | { kind: 'hidden' }

/**
 * What the booking detail (page and chat card) says of the vehicle's access instructions, by the one
 * access rule (contracts/access-rules.ts): only the rental's driver, a live rental, a validated
 * account, from the tenant's lead time before the start. A carpool passenger never reads them.
 */
export function useRentalAccess(rental: Rental, vehicle: Vehicle | null, isDriver: boolean, now: number): RentalAccess {
  const user = useCurrentUser()
  const { tenant } = useTenant()
  if (!isDriver || !user) return { kind: 'hidden' }
  const state = accessInstructionsState(
    { validated: user.validated, workflow_next_step: user.serverStep },
    { status: rental.status, start: Date.parse(rental.reservation_start_time), end: Date.parse(rental.reservation_end_time) },
    tenant.access_instructions_lead_time,
    now,
  )
  if (state.kind === 'never') return { kind: 'hidden' }
  if (state.kind === 'later') return { kind: 'later', from: state.from, afterValidation: state.afterValidation, now }
  const text = shownText(vehicle?.access_instructions)
  return text ? { kind: 'text', text } : { kind: 'none' }
}
