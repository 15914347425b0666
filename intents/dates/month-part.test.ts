import { describe, expect, it } from 'vitest'
import type { MonthPart } from '../matchers/types'
import { monthPartDay } from './month-part'
import { formatYmd, type Ymd } from './time-zone'

const ymd = (text: string): Ymd => {
  const [y, m, d] = text.split('-').map(Number)
  return { y, m, d }
}

describe('monthPartDay', () => {
  it.each([
    // Before the month: its 1st, 15th, 24th.
    ['early', 12, null, '2026-11-25', '2026-12-01'],
    ['mid', 12, null, '2026-11-25', '2026-12-15'],
    ['late', 12, null, '2026-11-25', '2026-12-24'],
    ['late', 2, null, '2026-11-25', '2027-02-24'],
    // During that part of the month: its day, or today once its day has passed.
    ['mid', 12, null, '2026-12-12', '2026-12-15'],
    ['mid', 12, null, '2026-12-17', '2026-12-17'],
    ['early', 12, null, '2026-12-04', '2026-12-04'],
    ['late', 12, null, '2026-12-31', '2026-12-31'],
    ['late', 11, null, '2026-11-25', '2026-11-25'],
    // Once that part is over: the same month next year.
    ['early', 12, null, '2026-12-11', '2027-12-01'],
    ['mid', 11, null, '2026-11-25', '2027-11-15'],
    // A year said is kept.
    ['late', 12, 2027, '2026-11-25', '2027-12-24'],
  ] as [MonthPart, number, number | null, string, string][])('%s of month %i (%s) on %s is %s', (part, month, year, today, expected) => {
    expect(formatYmd(monthPartDay(part, month, year, ymd(today)))).toBe(expected)
  })
})
