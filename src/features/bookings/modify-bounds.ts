import { fromWallClock, toWallClock } from '@/lib/forms/wall-clock'
import { isChangeAllowed, type ChangeDelayKey } from '@contracts/delay-rules'
import { openingHoursError, type OpeningHours } from '@contracts/opening-hours'
import { ceilToQuarter, earliestEnd, earliestStart, latestEndForLength, latestQuarter, QUARTER_HOUR_MS, rentalLimitsOf } from '@contracts/rental-times'
import type { RentalActionsView } from './rental-actions'

/** The tenant's limits the modify pickers read (seconds, GET /tenant's delays). */
export interface ModifyLimits {
  minimumReservationDuration: number
  maximumReservationDuration: number
  maximumTimeInAdvance: number
  minimumTimeBeforeStart: number
  reservationStartTimeModificationMinimalDelay: number
  reservationEndTimeModificationMinimalDelay: number
}

export interface Times {
  start: number
  end: number
}

export interface ModifyBounds {
  startMin: number
  startMax: number
  endMin: number
  endMax: number
}

/** The first quarter hour at or after `from` that the delay rule accepts for this delay. */
function firstQuarterAllowed(from: number, key: ChangeDelayKey, delaySeconds: number, now: number): number {
  let q = ceilToQuarter(from)
  // A positive delay is strict (later than now + delay): one more quarter when landing on it.
  while (!isChangeAllowed(key, Math.max(0, delaySeconds), q, now)) q += QUARTER_HOUR_MS
  return q
}

/**
 * Bounds of the modify modal's quarter-hour pickers (spec section 5, contracts/rental-times.ts): a new start no sooner than
 * the tenant's minimum time before start and beyond the start modification delay, up to the
 * maximum advance; a new end from start + minimum duration, beyond the end modification delay, up
 * to the maximum advance and the maximum duration. A bound that cannot move stays where it is.
 */
export function modifyBounds(
  current: Times,
  draftStart: number,
  permissions: Pick<RentalActionsView, 'modifyStart' | 'modifyEnd'>,
  limits: ModifyLimits,
  now: number,
): ModifyBounds {
  const l = rentalLimitsOf(limits)
  const horizon = latestQuarter(now, l)
  let startMin = current.start
  let startMax = current.start
  if (permissions.modifyStart.allowed) {
    startMin = firstQuarterAllowed(earliestStart(now, l), 'reservation_start_time_modification_minimal_delay', limits.reservationStartTimeModificationMinimalDelay, now)
    startMax = Math.max(startMin, horizon)
  }
  let endMin = current.end
  let endMax = current.end
  if (permissions.modifyEnd.allowed) {
    endMin = Math.max(
      earliestEnd(draftStart, l),
      firstQuarterAllowed(now, 'reservation_end_time_modification_minimal_delay', limits.reservationEndTimeModificationMinimalDelay, now),
    )
    endMax = Math.max(horizon, current.end)
    const forLength = latestEndForLength(draftStart, l)
    if (forLength !== null) endMax = Math.min(endMax, forLength)
    endMax = Math.max(endMin, endMax)
  }
  return { startMin, startMax, endMin, endMax }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * New times in the pickers' 15-minute steps (spec section 5): a bound that moves lands on the
 * quarter hour at or after it, as search and booking round. Off-quarter values come from a booking
 * stored off the quarter (the server takes any minute, e.g. from another client): its length
 * carried to a new start, its time kept on a newly picked day. A bound left as booked stays as it
 * is (it is not sent).
 */
const onQuarter = (value: number, booked: number) => (value === booked ? value : ceilToQuarter(value))

export function onQuarters(current: Times, draft: Times): Times {
  return { start: onQuarter(draft.start, current.start), end: onQuarter(draft.end, current.end) }
}

/**
 * A new start moves the end with it, keeping the booking's length, when the end may move; the
 * end then stays inside its bounds. Both on quarter hours when they move.
 */
export function shiftEndWithStart(current: Times, draft: Times, newStart: number, endMovable: boolean, bounds: (start: number) => ModifyBounds): Times {
  const start = onQuarter(newStart, current.start)
  if (!endMovable) return { start, end: draft.end }
  const b = bounds(start)
  return { start, end: onQuarter(clamp(start + (current.end - current.start), b.endMin, b.endMax), current.end) }
}

export type ModifyProblem = 'not-modifiable' | 'unchanged' | 'start-out-of-range' | 'end-out-of-range' | 'end-before-start' | 'outside-hours'

/** The tenant's opening hours in its zone (contracts/opening-hours.ts); null hours: any time. */
export interface ModifyHours {
  hours: OpeningHours | null | undefined
  timeZone: string
}

/** Why the modify modal's confirm is disabled, or null when the new times can be sent. */
export function modifyProblem(
  current: Times,
  draft: Times,
  permissions: Pick<RentalActionsView, 'modifyStart' | 'modifyEnd'>,
  bounds: ModifyBounds,
  opening?: ModifyHours,
): ModifyProblem | null {
  if (!permissions.modifyStart.allowed && !permissions.modifyEnd.allowed) return 'not-modifiable'
  const startMoved = draft.start !== current.start
  const endMoved = draft.end !== current.end
  if (!startMoved && !endMoved) return 'unchanged'
  if (draft.end <= draft.start) return 'end-before-start'
  if (startMoved && (!permissions.modifyStart.allowed || draft.start < bounds.startMin || draft.start > bounds.startMax)) return 'start-out-of-range'
  if (endMoved && (!permissions.modifyEnd.allowed || draft.end < bounds.endMin || draft.end > bounds.endMax)) return 'end-out-of-range'
  if (!endMoved && draft.end < bounds.endMin) return 'end-out-of-range'
  // The server's rule for the bounds that move (a booking made before the hours keeps the other).
  if (opening && openingHoursError(opening.hours, draft.start, draft.end, opening.timeZone, { start: startMoved, end: endMoved })) return 'outside-hours'
  return null
}

/** The body of PUT /user/rentals/{id}: only the bounds that move (an unchanged one is no change). */
export function modifyBody(current: Times, draft: Times): { rental: { reservation_start_time?: string; reservation_end_time?: string } } {
  const rental: { reservation_start_time?: string; reservation_end_time?: string } = {}
  if (draft.start !== current.start) rental.reservation_start_time = new Date(draft.start).toISOString()
  if (draft.end !== current.end) rental.reservation_end_time = new Date(draft.end).toISOString()
  return { rental }
}

/**
 * The new times the chat understood applied to a booking (intent contract, modify_booking): a new
 * start keeps the booking's length unless an end is said too; an end alone moves only the end.
 */
export function requestedTimes(current: Times, requested: { start: number | null; end: number | null }, timeZone: string): Times {
  const start = requested.start ?? current.start
  let end = requested.end ?? (requested.start !== null ? start + (current.end - current.start) : current.end)
  // "finish at 11pm" said alone reads as today or tomorrow; for a booking it means its end day.
  if (requested.end !== null && end <= start) end = sameClockOnDayOf(end, current.end, start, timeZone)
  return onQuarters(current, { start, end })
}

/** The wall-clock time of `instant` on the day of `day` (the next day when that is not after `after`). */
function sameClockOnDayOf(instant: number, day: number, after: number, timeZone: string): number {
  const { time } = toWallClock(instant, timeZone)
  const onDay = fromWallClock(toWallClock(day, timeZone).day, time, timeZone)
  if (onDay !== null && onDay > after) return onDay
  const next = fromWallClock(toWallClock(day + 24 * 3600 * 1000, timeZone).day, time, timeZone)
  return next ?? instant
}
