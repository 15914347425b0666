import { clockIn, clockWithinHours, openingHoursError, OpeningHoursSchema, withinOpeningHours } from './opening-hours'

const zone = 'America/Montreal'
// 2026-06-10 in Montréal is UTC-4.
const at = (clock: string) => Date.parse(`2026-06-10T${clock}:00-04:00`)

describe('opening hours', () => {
  const hours = { opens: '07:00', closes: '22:00' }
  it('reads the clock in the tenant zone', () => {
    expect(clockIn(at('06:45'), zone)).toBe('06:45')
    expect(clockIn(at('00:05'), zone)).toBe('00:05')
  })
  it('refuses a start outside the hours, then an end outside them; the bounds themselves are open', () => {
    expect(openingHoursError(hours, at('06:45'), at('09:00'), zone)).toBe('SEARCH_START_TIME_BEFORE')
    expect(openingHoursError(hours, at('22:15'), at('22:00') + 86_400_000, zone)).toBe('SEARCH_START_TIME_BEFORE')
    expect(openingHoursError(hours, at('08:00'), at('22:15'), zone)).toBe('SEARCH_END_TIME_AFTER')
    expect(openingHoursError(hours, at('08:00'), at('06:30') + 86_400_000, zone)).toBe('SEARCH_END_TIME_AFTER')
    expect(openingHoursError(hours, at('07:00'), at('22:00'), zone)).toBeNull()
    expect(openingHoursError(null, at('03:00'), at('23:00'), zone)).toBeNull()
  })
  it('judges only the bounds asked (a modification judges the bounds it moves)', () => {
    expect(openingHoursError(hours, at('06:45'), at('09:00'), zone, { start: false, end: true })).toBeNull()
    expect(openingHoursError(hours, at('08:00'), at('23:00'), zone, { start: true, end: false })).toBeNull()
    expect(openingHoursError(hours, at('08:00'), at('23:00'), zone, { start: false, end: true })).toBe('SEARCH_END_TIME_AFTER')
  })
  it('says whether a picker time is within the hours', () => {
    expect(clockWithinHours(hours, '07:00')).toBe(true)
    expect(clockWithinHours(hours, '22:15')).toBe(false)
    expect(clockWithinHours(null, '03:00')).toBe(true)
    expect(withinOpeningHours(hours, at('06:59'), zone)).toBe(false)
  })
  it('judges to the second: half a minute past closing is past closing', () => {
    const seconds = (clock: string) => Date.parse(`2026-06-10T${clock}-04:00`)
    expect(withinOpeningHours(hours, seconds('22:00:00'), zone)).toBe(true)
    expect(withinOpeningHours(hours, seconds('22:00:30'), zone)).toBe(false)
    expect(withinOpeningHours(hours, seconds('06:59:59'), zone)).toBe(false)
    expect(openingHoursError(hours, seconds('21:00:00'), seconds('22:00:30'), zone)).toBe('SEARCH_END_TIME_AFTER')
  })
  it('takes only well-formed hours, opening before closing', () => {
    expect(OpeningHoursSchema.safeParse(hours).success).toBe(true)
    expect(OpeningHoursSchema.safeParse({ opens: '22:00', closes: '07:00' }).success).toBe(false)
    expect(OpeningHoursSchema.safeParse({ opens: '7h', closes: '22:00' }).success).toBe(false)
  })
})
