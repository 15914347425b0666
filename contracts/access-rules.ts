import { BLOCKING_STATUSES } from './rental'
import { ACCESS_INSTRUCTIONS_LEAD_TIME_DEFAULT } from './tenant-defaults'

// The one owner of who reads a vehicle's access
// instructions (lockbox codes) and when (DECISIONS.md): the server before it answers them, the
// confirmation screen and the chat card to say when they will appear.

/** Rentals that still hold their vehicle: their driver may have to open it. */
const LIVE_STATUSES: readonly string[] = BLOCKING_STATUSES

/** The driver's account as the rule reads it: GET /user's fields, or the users row's. */
export interface AccessDriver {
  validated: boolean
  workflow_next_step: string
}

export interface AccessRental {
  status: string
  /** Milliseconds since the epoch. */
  start: number
  end: number
}

/** A validated account (an operator's decision, driver_ok) that is not blocked. */
export function isValidatedDriver(driver: AccessDriver): boolean {
  return driver.validated && driver.workflow_next_step === 'driver_ok'
}

/** The tenant's lead time in seconds; a negative or missing value takes the default (24 h). */
export function accessLeadTime(leadSeconds: number | null | undefined): number {
  return leadSeconds === null || leadSeconds === undefined || leadSeconds < 0 ? ACCESS_INSTRUCTIONS_LEAD_TIME_DEFAULT : leadSeconds
}

/** The first instant the driver reads the instructions: the start minus the tenant's lead time. */
export function accessInstructionsFrom(rental: Pick<AccessRental, 'start'>, leadSeconds: number | null | undefined): number {
  return rental.start - accessLeadTime(leadSeconds) * 1000
}

export type AccessInstructionsState =
  /** Readable now. */
  | { kind: 'visible' }
  /** Not yet: from `from`, and only once the account is validated when `afterValidation`. */
  | { kind: 'later'; from: number; afterValidation: boolean }
  /** Never for this rental: finished, past its end, or the account is blocked. */
  | { kind: 'never' }

/**
 * Whether the driver of a rental reads its vehicle's access instructions at `now`: a live rental,
 * a validated account, from the start minus the lead time until the end (the window is [from, end)).
 * The caller checks that the viewer is the rental's driver (a carpool passenger never reads them).
 */
export function accessInstructionsState(driver: AccessDriver, rental: AccessRental, leadSeconds: number | null | undefined, now: number): AccessInstructionsState {
  if (driver.workflow_next_step === 'driver_blocked') return { kind: 'never' }
  if (!LIVE_STATUSES.includes(rental.status) || now >= rental.end) return { kind: 'never' }
  const from = accessInstructionsFrom(rental, leadSeconds)
  const validated = isValidatedDriver(driver)
  if (validated && now >= from) return { kind: 'visible' }
  return { kind: 'later', from, afterValidation: !validated }
}
