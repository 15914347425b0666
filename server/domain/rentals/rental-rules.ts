import { CANCEL_ELIGIBLE_STATUSES, END_MODIFIABLE_STATUSES, START_MODIFIABLE_STATUSES, type RentalStatus } from '@contracts/rental'
import { badRequest, forbidden } from '../../errors'
import { changeDeadline, isChangeAllowed, type ChangeDelayKey } from '@contracts/delay-rules'
import type { RentalRuleSettings } from './rule-settings'
import { checkNewTimes } from './time-window'

/** What the rules need to know about a rental. */
export interface RentalFacts {
  status: string
  driver_id: number
  reservation_start_time: number
  reservation_end_time: number
}

// The stored delays (a -1 kept as -1) go through the shared rule, which applies its defaults.
const allowedByDelay = (settings: RentalRuleSettings, key: ChangeDelayKey, instant: number, now: number) => isChangeAllowed(key, settings.delays[key], instant, now)
const deadline = (settings: RentalRuleSettings, key: ChangeDelayKey, instant: number) => changeDeadline(key, settings.delays[key], instant)

const within = (list: readonly RentalStatus[], status: string) => (list as readonly string[]).includes(status)

/** Spec section 6: only the driver of a rental may modify, cancel or toggle geotracking. */
export function assertDriver(rental: RentalFacts, userId: number): void {
  if (rental.driver_id !== userId) throw forbidden()
}

export function canModifyStart(rental: RentalFacts, settings: RentalRuleSettings, now: number): boolean {
  return within(START_MODIFIABLE_STATUSES, rental.status) && allowedByDelay(settings, 'reservation_start_time_modification_minimal_delay', rental.reservation_start_time, now)
}

export function canModifyEnd(rental: RentalFacts, settings: RentalRuleSettings, now: number): boolean {
  return within(END_MODIFIABLE_STATUSES, rental.status) && allowedByDelay(settings, 'reservation_end_time_modification_minimal_delay', rental.reservation_end_time, now)
}

export function canCancel(rental: RentalFacts, settings: RentalRuleSettings, now: number): boolean {
  return within(CANCEL_ELIGIBLE_STATUSES, rental.status) && allowedByDelay(settings, 'cancellation_minimal_delay', rental.reservation_start_time, now)
}

export interface TimeChange {
  start: number
  end: number
  /** False when the request repeats the current times: nothing to write. */
  changed: boolean
}

/**
 * Decides a change of reservation times (spec sections 4 and 5, DECISIONS.md): each moved bound
 * needs its status list and its delay, then the new window must be valid. Availability and price
 * are the caller's, inside its transaction.
 */
export function planTimeChange(rental: RentalFacts, userId: number, requested: { start?: number; end?: number }, settings: RentalRuleSettings, now: number): TimeChange {
  assertDriver(rental, userId)
  const start = requested.start ?? rental.reservation_start_time
  const end = requested.end ?? rental.reservation_end_time
  const moved = { start: start !== rental.reservation_start_time, end: end !== rental.reservation_end_time }
  if (!moved.start && !moved.end) return { start, end, changed: false }
  if (moved.start)
    assertBoundModifiable(
      START_MODIFIABLE_STATUSES,
      rental.status,
      rental.reservation_start_time,
      now,
      settings,
      'reservation_start_time_modification_minimal_delay',
      'rental.reservation_start_time',
    )
  if (moved.end)
    assertBoundModifiable(
      END_MODIFIABLE_STATUSES,
      rental.status,
      rental.reservation_end_time,
      now,
      settings,
      'reservation_end_time_modification_minimal_delay',
      'rental.reservation_end_time',
    )
  checkNewTimes({ start, end }, moved, settings, now)
  return { start, end, changed: true }
}

function assertBoundModifiable(
  statuses: readonly RentalStatus[],
  status: string,
  current: number,
  now: number,
  settings: RentalRuleSettings,
  key: ChangeDelayKey,
  field: string,
): void {
  if (!within(statuses, status)) throw badRequest('RENTAL_STATUS_NOT_MODIFIABLE', field)
  if (!allowedByDelay(settings, key, current, now)) throw badRequest('RENTAL_MODIFICATION_DELAY_TOO_SHORT', field)
}

/** Cancellation (spec section 4): the driver, a cancel-eligible status, start beyond the delay. */
export function assertCancellable(rental: RentalFacts, userId: number, settings: RentalRuleSettings, now: number): void {
  assertDriver(rental, userId)
  if (rental.status === 'cancelled') throw badRequest('RENTAL_ALREADY_CANCELLED')
  if (!within(CANCEL_ELIGIBLE_STATUSES, rental.status)) throw badRequest('RENTAL_STATUS_NOT_MODIFIABLE')
  if (!allowedByDelay(settings, 'cancellation_minimal_delay', rental.reservation_start_time, now)) {
    throw badRequest('RENTAL_CANCELLATION_DELAY_TOO_SHORT')
  }
}

/** Geotracking (DECISIONS.md): only where the tenant offers it (privacy_usage), only while in_progress, only by the driver. */
export function assertGeotrackingChangeable(rental: RentalFacts, userId: number, settings: RentalRuleSettings): void {
  if (!settings.features.privacy_usage) throw forbidden('GEOTRACKING_NOT_OFFERED')
  assertDriver(rental, userId)
  if (rental.status !== 'in_progress') throw badRequest('RENTAL_NOT_IN_PROGRESS', 'rental.geotracking')
}

export interface RentalActions {
  modify_start: { allowed: boolean; until: number | null }
  modify_end: { allowed: boolean; until: number | null }
  cancel: { allowed: boolean; until: number | null }
  geotracking: { allowed: boolean }
}

/** What the viewer may do now, and until when, so that screens and cards can say it plainly; a null viewer may do nothing. */
export function rentalActions(rental: RentalFacts, viewerId: number | null, settings: RentalRuleSettings, now: number): RentalActions {
  const isDriver = rental.driver_id === viewerId
  return {
    modify_start: {
      allowed: isDriver && canModifyStart(rental, settings, now),
      until: deadline(settings, 'reservation_start_time_modification_minimal_delay', rental.reservation_start_time),
    },
    modify_end: {
      allowed: isDriver && canModifyEnd(rental, settings, now),
      until: deadline(settings, 'reservation_end_time_modification_minimal_delay', rental.reservation_end_time),
    },
    cancel: { allowed: isDriver && canCancel(rental, settings, now), until: deadline(settings, 'cancellation_minimal_delay', rental.reservation_start_time) },
    geotracking: { allowed: settings.features.privacy_usage && isDriver && rental.status === 'in_progress' },
  }
}
