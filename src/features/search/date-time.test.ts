import { ceilToQuarter, floorToQuarter, formatDateInWords, formatSearchDate, instantOf, QUARTER_TIMES, wallClockOf } from './date-time'

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

describe('wall clock in the tenant zone', () => {
  it('reads and rebuilds an instant in Montreal time', () => {
    const ms = Date.parse('2026-11-26T14:00:00Z')
    expect(wallClockOf(ms, tz)).toEqual({ day: '2026-11-26', time: '09:00' })
    expect(instantOf('2026-11-26', '09:00', tz)).toBe(ms)
  })
  it('follows daylight saving time (EDT in July)', () => {
    expect(new Date(instantOf('2026-07-01', '09:00', tz)!).toISOString()).toBe('2026-07-01T13:00:00.000Z')
  })
  it('rejects malformed and impossible dates', () => {
    expect(instantOf('2026-02-31', '09:00', tz)).toBeNull()
    expect(instantOf('', '09:00', tz)).toBeNull()
    expect(instantOf('2026-02-01', '9h', tz)).toBeNull()
  })
  it('offers 96 quarter times', () => {
    expect(QUARTER_TIMES).toHaveLength(96)
    expect(QUARTER_TIMES[0]).toBe('00:00')
    expect(QUARTER_TIMES[37]).toBe('09:15')
    expect(QUARTER_TIMES[95]).toBe('23:45')
  })
})

describe('formats', () => {
  const ms = Date.parse('2026-11-26T14:00:00Z')
  it('uses d MMM yyyy HH:mm', () => {
    expect(formatSearchDate(ms, tz, 'en')).toBe('26 Nov 2026 09:00')
    expect(formatSearchDate(ms, tz, 'fr')).toBe('26 nov. 2026 09:00')
  })
  it('says a date in words', () => {
    expect(formatDateInWords(ms, tz, 'fr')).toBe('jeudi 26 novembre 2026 à 09:00')
    expect(formatDateInWords(ms, tz, 'en')).toBe('Thursday, November 26, 2026 at 09:00')
  })
})
