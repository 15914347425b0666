// @vitest-environment node
import { ceilToQuarter, floorToQuarter, formatDateInWords, formatSearchDate } from './date-time'

const tz = 'America/Montreal'

describe('quarter rounding', () => {
  it.each([
    ['2026-11-25T19:03:00Z', '2026-11-25T19:15:00.000Z'],
    ['2026-11-25T19:15:00Z', '2026-11-25T19:15:00.000Z'],
    ['2026-11-25T19:45:01Z', '2026-11-25T20:00:00.000Z'],
  ])('ceil %s -> %s', (input, out) => {
    expect(new Date(ceilToQuarter(Date.parse(input))).toISOString()).toBe(out)
  })
  it('floors', () => {
    expect(new Date(floorToQuarter(Date.parse('2026-11-25T19:14:59Z'))).toISOString()).toBe('2026-11-25T19:00:00.000Z')
  })
})

describe('formats', () => {
  const ms = Date.parse('2026-11-26T14:00:00Z')
  it('uses d MMM yyyy HH:mm', () => {
    expect(formatSearchDate(ms, tz, 'en')).toBe('26 Nov 2026 09:00')
    expect(formatSearchDate(ms, tz, 'fr')).toBe('26 nov. 2026 09:00')
  })
  it('says a date in words', () => {
    expect(formatDateInWords(ms, tz, 'fr')).toBe('jeudi 26 novembre à 09:00')
    expect(formatDateInWords(ms, tz, 'en')).toBe('Thursday, November 26 at 09:00')
  })
})
