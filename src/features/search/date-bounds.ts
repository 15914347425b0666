import { earliestEnd, earliestStart, latestEndForLength, latestQuarter, rentalLimitsOf } from '@contracts/rental-times'

export interface DateLimits {
  /** Seconds (a stored -1 already carries its section 9 default, contracts/delay-rules.ts). */
  minimumReservationDuration: number
  /** Seconds. */
  maximumTimeInAdvance: number
  /** Seconds; 0 or less: no maximum. */
  maximumReservationDuration: number
  /** Seconds of notice a start needs; 0 or less: none. */
  minimumTimeBeforeStart: number
}

export interface DateBounds {
  startMin: number
  startMax: number
  endMin: number | null
  endMax: number
}

/**
 * Spec section 5 with the tenant's limits (contracts/rental-times.ts): the start goes from now plus
 * the minimum notice to now + maximum advance; the end from start + minimum duration to the maximum
 * advance, capped by the maximum duration when the tenant has one. Quarter-hour pickers can only
 * offer quarters, so the minima round up and the maxima round down: the picker never offers what
 * the server refuses.
 */
export function dateBounds(now: number, start: number | null, limits: DateLimits): DateBounds {
  const l = rentalLimitsOf(limits)
  const startMin = earliestStart(now, l)
  const last = latestQuarter(now, l)
  const startMax = Math.max(startMin, last)
  if (start === null) return { startMin, startMax, endMin: null, endMax: last }
  const endMin = earliestEnd(start, l)
  const forLength = latestEndForLength(start, l)
  const endMax = forLength === null ? last : Math.min(last, forLength)
  return { startMin, startMax, endMin, endMax: Math.max(endMin, endMax) }
}

/** Spec section 5: changing the start shifts the end to start + minimum duration, on a quarter hour. */
export function endAfterStartChange(newStart: number, limits: DateLimits): number {
  return earliestEnd(newStart, rentalLimitsOf(limits))
}
