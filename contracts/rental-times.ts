import { effectiveDelay } from './delay-rules'
import type { Delays } from './tenant'

// Without zod, so the app's first load can use it. The one owner of the rental time rules of spec
// sections 5, 8 and 9: the server checks times with them, the search and modify pickers and the
// chat offer only times they accept.

/**
 * The pickers' step for rental times (spec section 5); the app's forms and the chat send times on
 * it. Every time zone's offset is a whole number of quarter hours today, so a quarter hour of UTC is
 * one on the tenant's clocks too. The server takes any minute (DECISIONS.md): an API client that
 * asks for "in ten minutes" gets the date rules' own answer, not a malformed-parameter one.
 */
export const QUARTER_HOUR_MS = 15 * 60 * 1000

/** The next quarter hour at or after an instant (14:03 gives 14:15; 14:15 stays). */
export function ceilToQuarter(ms: number): number {
  return Math.ceil(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS
}

/** The quarter hour at or before an instant. */
export function floorToQuarter(ms: number): number {
  return Math.floor(ms / QUARTER_HOUR_MS) * QUARTER_HOUR_MS
}

/** A driver who picks "now" sends an instant a few seconds old by the time it arrives. */
export const CLOCK_SKEW_MS = 60_000

/** The tenant's limits on a rental's times, in milliseconds. */
export interface RentalLimits {
  minDurationMs: number
  /** null: no maximum. */
  maxDurationMs: number | null
  maxAdvanceMs: number
  /** The minimum notice before a start (minimum_time_before_start); 0: none. */
  minLeadMs: number
}

export type RentalDelays = Pick<Delays, 'minimum_reservation_duration' | 'maximum_reservation_duration' | 'maximum_time_in_advance' | 'minimum_time_before_start'>

const ms = (seconds: number) => Math.max(0, seconds) * 1000

/** The minimum notice before a start, in milliseconds, from minimum_time_before_start (seconds; 0 or less: none). */
export function leadTimeMs(minimumTimeBeforeStart: number): number {
  return ms(minimumTimeBeforeStart)
}

/**
 * Reads the tenant's delays (seconds, as stored or as GET /tenant sends them): a -1 takes spec
 * section 9's default where there is one (contracts/delay-rules.ts); a maximum duration or lead
 * time of 0 or less means no constraint.
 */
export function rentalLimits(d: RentalDelays): RentalLimits {
  return {
    minDurationMs: ms(effectiveDelay('minimum_reservation_duration', d.minimum_reservation_duration)),
    maxDurationMs: d.maximum_reservation_duration <= 0 ? null : ms(d.maximum_reservation_duration),
    maxAdvanceMs: ms(effectiveDelay('maximum_time_in_advance', d.maximum_time_in_advance)),
    minLeadMs: leadTimeMs(d.minimum_time_before_start),
  }
}

/** The same limits from the client's names for the delays (seconds). */
export function rentalLimitsOf(s: {
  minimumReservationDuration: number
  maximumReservationDuration: number
  maximumTimeInAdvance: number
  minimumTimeBeforeStart: number
}): RentalLimits {
  return rentalLimits({
    minimum_reservation_duration: s.minimumReservationDuration,
    maximum_reservation_duration: s.maximumReservationDuration,
    maximum_time_in_advance: s.maximumTimeInAdvance,
    minimum_time_before_start: s.minimumTimeBeforeStart,
  })
}

/** RENTAL_DATES_IN_PAST for a start (the clock skew allowed). */
export function startInPast(startMs: number, nowMs: number): boolean {
  return startMs < nowMs - CLOCK_SKEW_MS
}

/** SEARCH_START_TIME_TOO_SOON: sooner than the tenant's minimum notice (the clock skew allowed). */
export function startTooSoon(startMs: number, nowMs: number, l: Pick<RentalLimits, 'minLeadMs'>): boolean {
  return startMs < nowMs + l.minLeadMs - CLOCK_SKEW_MS
}

/** SEARCH_START_TIME_TOO_FAR_IN_ADVANCE. */
export function startTooFar(startMs: number, nowMs: number, l: Pick<RentalLimits, 'maxAdvanceMs'>): boolean {
  return startMs > nowMs + l.maxAdvanceMs
}

/** SEARCH_END_TIME_TOO_SHORT. */
export function tooShort(durationMs: number, l: Pick<RentalLimits, 'minDurationMs'>): boolean {
  return durationMs < l.minDurationMs
}

/** SEARCH_END_TIME_TOO_LONG. */
export function tooLong(durationMs: number, l: Pick<RentalLimits, 'maxDurationMs'>): boolean {
  return l.maxDurationMs !== null && durationMs > l.maxDurationMs
}

/** The first quarter hour a start may take: now plus the minimum notice, rounded up. */
export function earliestStart(nowMs: number, l: Pick<RentalLimits, 'minLeadMs'>): number {
  return ceilToQuarter(nowMs + l.minLeadMs)
}

/** The last quarter hour within the maximum advance (a start's, and an end's, latest). */
export function latestQuarter(nowMs: number, l: Pick<RentalLimits, 'maxAdvanceMs'>): number {
  return floorToQuarter(nowMs + l.maxAdvanceMs)
}

/** The first end a start allows: start + minimum duration, on a quarter hour. */
export function earliestEnd(startMs: number, l: Pick<RentalLimits, 'minDurationMs'>): number {
  return ceilToQuarter(startMs + l.minDurationMs)
}

/** The last quarter-hour end the maximum duration allows after a start; null without a maximum. */
export function latestEndForLength(startMs: number, l: Pick<RentalLimits, 'maxDurationMs'>): number | null {
  return l.maxDurationMs === null ? null : floorToQuarter(startMs + l.maxDurationMs)
}
