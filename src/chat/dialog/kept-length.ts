import { TZDate } from '@date-fns/tz'
import type { IntentResult } from './intent-types'
import { slotInstant } from './slot-instant'
import type { DialogState, PeriodLength } from './types'

/** The engine's format: seconds and the tenant's offset, no milliseconds (CONTRACT.md, Dates). */
const iso = (d: TZDate) => d.toISOString().replace(/\.\d{3}(?=[-+Z])/, '')

/** An instant written as the engine writes its dates, with the tenant's offset. */
export function engineInstant(ms: number, timeZone: string): string {
  return iso(new TZDate(ms, timeZone))
}

export function lengthBetween(start: unknown, end: unknown, timeZone: string): PeriodLength | null {
  const from = slotInstant(start)
  const to = slotInstant(end)
  if (from === null || to === null || to <= from) return null
  const a = new TZDate(from, timeZone)
  const b = new TZDate(to, timeZone)
  const sameClock = a.getHours() === b.getHours() && a.getMinutes() === b.getMinutes()
  if (sameClock) {
    // Calendar days between the two dates, counted at noon so that a 23- or 25-hour day is still one.
    const noon = (d: TZDate) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), 12)
    return { days: Math.round((noon(b) - noon(a)) / 86_400_000) }
  }
  return { minutes: Math.round((to - from) / 60_000) }
}

export function endAfter(start: string, length: PeriodLength, timeZone: string): string | null {
  const from = slotInstant(start)
  if (from === null) return null
  const d = new TZDate(from, timeZone)
  if ('days' in length) d.setDate(d.getDate() + length.days)
  else d.setTime(from + length.minutes * 60_000)
  return iso(d)
}

/**
 * The answer to "when do you want to leave?" after a start in the past was refused with its length
 * ("hier 9h pour 3h", see handlers/search/past-start.ts): a new start said alone keeps that length,
 * so the end is not asked again. An end said with it ("demain 9h jusqu'à 18h") wins.
 */
export function withKeptLength(result: IntentResult, state: DialogState, timeZone: string): IntentResult {
  const kept = state.pending?.keptLength
  if (!kept || state.pending?.intent !== result.intent) return result
  const { startDate, endDate } = result.slots
  if (typeof startDate !== 'string' || endDate !== null) return result
  const end = endAfter(startDate, kept, timeZone)
  if (end === null) return result
  return { ...result, slots: { ...result.slots, endDate: end }, missing: result.missing.filter((slot) => slot !== 'endDate') }
}
