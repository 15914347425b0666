import { z } from 'zod'

/**
 * A tenant's opening hours (issue 20), in its time zone: rentals start at or after `opens` and end
 * at or before `closes`, on any day. The one rule behind SEARCH_START_TIME_BEFORE and
 * SEARCH_END_TIME_AFTER (spec section 8), read by the server and the screens.
 */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/
export const OpeningHoursSchema = z
  .object({ opens: z.string().regex(CLOCK), closes: z.string().regex(CLOCK) })
  .refine((h) => h.opens < h.closes, { error: 'opens must be before closes (HH:MM, 24-hour)' })
export type OpeningHours = z.infer<typeof OpeningHoursSchema>

/** "HH:MM" of an instant in a time zone. */
export function clockIn(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(ms))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${part('hour')}:${part('minute')}`
}

export type OpeningHoursError = 'SEARCH_START_TIME_BEFORE' | 'SEARCH_END_TIME_AFTER'

/** Which bound a rental breaks, start first; null when it keeps to the hours or the tenant has none. */
export function openingHoursError(hours: OpeningHours | null | undefined, startMs: number, endMs: number, timeZone: string): OpeningHoursError | null {
  if (!hours) return null
  if (clockIn(startMs, timeZone) < hours.opens) return 'SEARCH_START_TIME_BEFORE'
  if (clockIn(endMs, timeZone) > hours.closes) return 'SEARCH_END_TIME_AFTER'
  return null
}
