import { ceilToQuarter, floorToQuarter } from '@/lib/quarter-hour'

export interface DateLimits {
  /** Seconds (a stored -1 already carries its section 9 default, contracts/delay-rules.ts). */
  minimumReservationDuration: number
  /** Seconds. */
  maximumTimeInAdvance: number
  /** Seconds; 0 or less: no maximum. */
  maximumReservationDuration: number
}

export interface DateBounds {
  startMin: number
  startMax: number
  endMin: number | null
  endMax: number
}

/**
 * Spec section 5: the start goes from now to now + maximum advance; the end from start + minimum
 * duration to the maximum advance. Quarter-hour pickers can only offer quarters, so the minima
 * round up and the maxima round down. The tenant's maximum duration, when it has one, also caps
 * the end so the picker never offers what the server refuses.
 */
export function dateBounds(now: number, start: number | null, limits: DateLimits): DateBounds {
  const horizon = now + limits.maximumTimeInAdvance * 1000
  const floorQ = floorToQuarter
  const startMin = ceilToQuarter(now)
  const startMax = Math.max(startMin, floorQ(horizon))
  if (start === null) return { startMin, startMax, endMin: null, endMax: floorQ(horizon) }
  const endMin = endFollowingStart(start, limits)
  let endMax = floorQ(horizon)
  if (limits.maximumReservationDuration > 0) endMax = Math.min(endMax, floorQ(start + limits.maximumReservationDuration * 1000))
  return { startMin, startMax, endMin, endMax: Math.max(endMin, endMax) }
}

/** The first end a start allows: start + minimum duration, on a quarter hour. */
export function endFollowingStart(start: number, limits: Pick<DateLimits, 'minimumReservationDuration'>): number {
  return ceilToQuarter(start + Math.max(0, limits.minimumReservationDuration) * 1000)
}

/** Spec section 5: changing the start shifts the end to start + minimum duration. */
export function endAfterStartChange(newStart: number, limits: Pick<DateLimits, 'minimumReservationDuration'>): number {
  return endFollowingStart(newStart, limits)
}
