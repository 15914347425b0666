import type { MonthPart } from '../matchers/types'
import { compareYmd, daysInMonth, type Ymd } from './time-zone'

// README, decisions: each part of a month is a run of days and starts on one of them.
const PARTS: Readonly<Record<MonthPart, { day: number; last: number }>> = {
  early: { day: 1, last: 10 },
  mid: { day: 15, last: 20 },
  late: { day: 24, last: 31 },
}

/**
 * The day "début décembre", "mid December", "end of December" means: the 1st, the 15th or the
 * 24th of the next such month whose part is not over; said during that part after its day, today.
 */
export function monthPartDay(part: MonthPart, month: number, year: number | null, today: Ymd): Ymd {
  const { day, last } = PARTS[part]
  const lastOf = (y: number): Ymd => ({ y, m: month, d: Math.min(last, daysInMonth(y, month)) })
  let y = year ?? today.y
  if (year === null && compareYmd(lastOf(y), today) < 0) y++
  const chosen = { y, m: month, d: day }
  return compareYmd(chosen, today) < 0 && compareYmd(lastOf(y), today) >= 0 ? today : chosen
}
