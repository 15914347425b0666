import { TZDate } from '@date-fns/tz'
import type { Rental } from '@contracts/rental'

export interface RebookAsk {
  /** 0 Sunday to 6 Saturday, as Date#getDay; null with `usual`. */
  weekday: number | null
  usual: boolean
}

function local(ms: number, timeZone: string): TZDate {
  return new TZDate(ms, timeZone)
}

/** What makes two bookings "the same" for "comme d'habitude": station, weekday, start time and length. */
function habitKey(r: Rental, timeZone: string): string {
  const start = local(Date.parse(r.reservation_start_time), timeZone)
  const length = Date.parse(r.reservation_end_time) - Date.parse(r.reservation_start_time)
  return [r.start_station_id, start.getDay(), start.getHours(), start.getMinutes(), length].join('|')
}

/**
 * The earlier booking to make again: for a weekday, the most recent finished one that started on
 * that day of the week (in the tenant's zone); for "comme d'habitude", the most recent of the most
 * frequent kind (same station, weekday, start time and length; a tie goes to the most recent).
 * `rentals` are the member's finished bookings, any order. Null when none fits.
 */
export function pickRebooking(rentals: readonly Rental[], ask: RebookAsk, timeZone: string): Rental | null {
  const newestFirst = [...rentals].sort((a, b) => Date.parse(b.reservation_start_time) - Date.parse(a.reservation_start_time))
  if (ask.weekday !== null) return newestFirst.find((r) => local(Date.parse(r.reservation_start_time), timeZone).getDay() === ask.weekday) ?? null
  if (!ask.usual) return newestFirst[0] ?? null
  const counts = new Map<string, number>()
  for (const r of newestFirst) counts.set(habitKey(r, timeZone), (counts.get(habitKey(r, timeZone)) ?? 0) + 1)
  let best: Rental | null = null
  let bestCount = 0
  // Newest first: a later kind only wins with strictly more bookings.
  for (const r of newestFirst) {
    const n = counts.get(habitKey(r, timeZone)) ?? 0
    if (n > bestCount) {
      best = r
      bestCount = n
    }
  }
  return best
}

/**
 * The booking's times moved to the next such day: the same weekday and wall-clock start in the
 * tenant's zone, strictly after now, and the same length.
 */
export function nextSuchTimes(r: Rental, timeZone: string, now: number): { startDate: number; endDate: number } {
  const start = local(Date.parse(r.reservation_start_time), timeZone)
  const length = Date.parse(r.reservation_end_time) - start.getTime()
  const today = local(now, timeZone)
  const ahead = (start.getDay() - today.getDay() + 7) % 7
  let candidate = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + ahead, start.getHours(), start.getMinutes(), 0, timeZone)
  if (candidate.getTime() <= now) candidate = new TZDate(candidate.getFullYear(), candidate.getMonth(), candidate.getDate() + 7, start.getHours(), start.getMinutes(), 0, timeZone)
  return { startDate: candidate.getTime(), endDate: candidate.getTime() + length }
}
