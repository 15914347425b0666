import { z } from 'zod'
import { dateTimeFormat } from './format'

/**
 * A tenant's opening hours, in its time zone: rentals start and end between `opens` and
 * `closes` (both included), on any day. The one rule behind SEARCH_START_TIME_BEFORE and
 * SEARCH_END_TIME_AFTER (spec section 8), read by the server (search, booking, price, modification),
 * the screens' date pickers and the chat's modify card.
 */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/
export const OpeningHoursSchema = z
  .object({ opens: z.string().regex(CLOCK), closes: z.string().regex(CLOCK) })
  .refine((h) => h.opens < h.closes, { error: 'opens must be before closes (HH:MM, 24-hour)' })
export type OpeningHours = z.infer<typeof OpeningHoursSchema>

/** "HH:MM:SS" of an instant in a time zone. */
function clockWithSecondsIn(ms: number, timeZone: string): string {
  const parts = dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(ms))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('hour')}:${part('minute')}:${part('second')}`
}

/** "HH:MM" of an instant in a time zone. */
export function clockIn(ms: number, timeZone: string): string {
  return clockWithSecondsIn(ms, timeZone).slice(0, 5)
}

/** Whether a wall-clock time ("HH:MM") is within the hours; always true without hours. */
export function clockWithinHours(hours: OpeningHours | null | undefined, clock: string): boolean {
  return !hours || (clock >= hours.opens && clock <= hours.closes)
}

/**
 * Whether an instant falls within the hours in the tenant's zone, to the second: 22:00:30 is after a
 * 22:00 closing (an API client may send seconds; the pickers never do). Always true without hours.
 */
export function withinOpeningHours(hours: OpeningHours | null | undefined, ms: number, timeZone: string): boolean {
  if (!hours) return true
  const clock = clockWithSecondsIn(ms, timeZone)
  return clock >= `${hours.opens}:00` && clock <= `${hours.closes}:00`
}

export type OpeningHoursError = 'SEARCH_START_TIME_BEFORE' | 'SEARCH_END_TIME_AFTER'

/**
 * Which bound a rental breaks, start first; null when it keeps to the hours or the tenant has none.
 * `check` names the bounds to judge: a modification judges only the bounds it moves.
 */
export function openingHoursError(
  hours: OpeningHours | null | undefined,
  startMs: number,
  endMs: number,
  timeZone: string,
  check: { start: boolean; end: boolean } = { start: true, end: true },
): OpeningHoursError | null {
  if (!hours) return null
  if (check.start && !withinOpeningHours(hours, startMs, timeZone)) return 'SEARCH_START_TIME_BEFORE'
  if (check.end && !withinOpeningHours(hours, endMs, timeZone)) return 'SEARCH_END_TIME_AFTER'
  return null
}
