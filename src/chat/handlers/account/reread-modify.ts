import { TZDate } from '@date-fns/tz'
import type { Catalog, ParseIntent } from '../../dialog/intent-types'
import { newTimesOf, type Which } from './slots'

export interface ModifySentence {
  text: string
  /** The instant the sentence was said: "demain" stays the day after it, whenever the card shows. */
  now: string
}

/**
 * The new times a modify_booking sentence asks of a booking, read again once the booking is known
 * (CONTRACT.md, Follow-ups): with the booking's start as the context, a bare clock time ("à 15h",
 * "to 3pm") moves the start to that time on the booking's day, a day alone keeps its time, an end
 * ("jusqu'à 18h") is read against its start, and a time said with a day ("demain 15h", "samedi à
 * 10h") keeps that day. The context has no end, so that the card keeps the booking's length when
 * only a new start is said. Null when the sentence, read so, is not a modification (the card then
 * keeps the times of the first reading).
 */
export function rereadModifyTimes(
  engine: { parse: ParseIntent; catalog: Catalog },
  sentence: ModifySentence,
  target: { which: Which; date: string | null },
  booking: { start: number },
): { start: number | null; end: number | null } | null {
  // The contract's instants: seconds and the tenant's offset ("2026-11-27T09:00:00-05:00").
  const bookingStart = new TZDate(booking.start, engine.catalog.timezone).toISOString().replace(/\.\d{3}(?=[-+Z])/, '')
  const context = { intent: 'modify_booking' as const, slots: { which: target.which, date: target.date, startDate: bookingStart, endDate: null } }
  const result = engine.parse({ text: sentence.text, lang: null, now: sentence.now, context }, engine.catalog)
  if (result.intent !== 'modify_booking') return null
  const { startDate, endDate } = newTimesOf(result.slots)
  return { start: startDate === null ? null : Date.parse(startDate), end: endDate === null ? null : Date.parse(endDate) }
}
