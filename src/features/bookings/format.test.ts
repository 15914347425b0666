// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDateInWords, formatDateTime, formatDistanceInUnit, formatMonth, formatPrice } from './format'

const zone = 'America/Montreal'
// 26 Nov 2026 08:00 in Montréal (UTC-5).
const deadline = Date.parse('2026-11-26T13:00:00Z')

describe('booking formats', () => {
  it("says until when a change is allowed in the format of the dates beside it (the pickers' d MMM yyyy HH:mm)", () => {
    expect(formatDateTime(deadline, zone, 'fr')).toBe('26 nov. 2026 08:00')
    expect(formatDateTime(deadline, zone, 'en')).toBe('26 Nov 2026 08:00')
    expect(formatDateTime(Date.parse('2027-01-05T13:00:00Z'), zone, 'fr')).toBe('5 janv. 2027 08:00')
  })

  it('reads dates in the tenant zone, daylight saving included', () => {
    expect(formatDateTime(deadline, zone, 'fr')).toBe('26 nov. 2026 08:00')
    expect(formatDateTime(Date.parse('2026-07-01T13:00:00Z'), zone, 'en')).toBe('1 Jul 2026 09:00')
    expect(formatDateInWords(deadline, zone, 'fr')).toBe('jeudi 26 novembre à 08:00')
    expect(formatDateInWords(deadline, zone, 'en')).toBe('Thursday, November 26 at 08:00')
  })

  it('names a month of the history by the end time in the tenant zone', () => {
    // 1 Dec 2026 03:00 UTC is still 30 November in Montréal.
    expect(formatMonth(Date.parse('2026-12-01T03:00:00Z'), zone, 'fr')).toBe('Novembre 2026')
    expect(formatMonth(Date.parse('2026-12-01T03:00:00Z'), zone, 'en')).toBe('November 2026')
  })

  it('hides a zero price and shows cents / 100 with the symbol', () => {
    expect(formatPrice({ value_cents: 0, iso_code: 'CAD' }, 'fr')).toBeNull()
    expect(formatPrice(null, 'fr')).toBeNull()
    expect(formatPrice({ value_cents: 2450, iso_code: 'CAD' }, 'fr')).toBe('24,50\u00a0$')
    expect(formatPrice({ value_cents: 2450, iso_code: 'EUR' }, 'en')).toBe('€24.50')
  })

  it('shows a distance in the tenant unit', () => {
    expect(formatDistanceInUnit(12.46, 'km', 'fr')).toBe('12,5\u00a0km')
    // One decimal, like every distance (spec section 9; contracts/format.ts).
    expect(formatDistanceInUnit(3, 'miles', 'en')).toBe('3.0\u00a0miles')
    expect(formatDistanceInUnit(null, 'km', 'en')).toBeNull()
  })
})
