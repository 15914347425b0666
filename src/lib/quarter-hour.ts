import { QUARTER_HOUR_MS } from '@contracts/rental'

/** Time picker interval of spec sections 5 and 9: search, booking and modification move in it. */
export const QUARTER_MS = QUARTER_HOUR_MS

/** The next quarter hour at or after an instant (14:03 gives 14:15; 14:15 stays). */
export function ceilToQuarter(ms: number): number {
  return Math.ceil(ms / QUARTER_MS) * QUARTER_MS
}

/** The quarter hour at or before an instant. */
export function floorToQuarter(ms: number): number {
  return Math.floor(ms / QUARTER_MS) * QUARTER_MS
}
