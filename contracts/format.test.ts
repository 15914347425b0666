import { formatDateInWords, formatDecimal, formatDistance, formatDistanceInUnit, formatDuration, formatLongDate, formatPrice } from './format'

describe('prices (spec section 9)', () => {
  it.each([
    [{ value_cents: 1250, iso_code: 'EUR' }, 'fr', '12,50\u00a0€'],
    [{ value_cents: 1250, iso_code: 'EUR' }, 'en', '€12.50'],
    [{ value_cents: 4500, iso_code: 'CAD' }, 'fr', '45,00\u00a0$'],
    [{ value_cents: 99, iso_code: 'USD' }, 'en', '$0.99'],
    [{ value_cents: 123456, iso_code: 'GBP' }, 'en', '£1,234.56'],
  ] as const)('%j in %s is %s', (price, lang, text) => {
    expect(formatPrice(price, lang)).toBe(text)
  })
  it('hides a zero or missing price', () => {
    expect(formatPrice({ value_cents: 0, iso_code: 'EUR' }, 'fr')).toBeNull()
    expect(formatPrice(null, 'fr')).toBeNull()
  })
})

describe('distances (spec section 9)', () => {
  it('converts metres to km with one decimal', () => {
    expect(formatDistance(1234, 'km', 'fr')).toBe('1,2\u00a0km')
    expect(formatDistance(1250, 'km', 'en')).toBe('1.3\u00a0km')
    expect(formatDistance(0, 'km', 'en')).toBe('0.0\u00a0km')
  })
  it('converts metres to miles (1609.344 m)', () => {
    expect(formatDistance(1609.344, 'miles', 'en')).toBe('1.0\u00a0mile')
    expect(formatDistance(5000, 'miles', 'en')).toBe('3.1\u00a0miles')
    expect(formatDistance(5000, 'miles', 'fr')).toBe('3,1\u00a0mi')
  })
  it('is null when unknown', () => {
    expect(formatDistance(null, 'km', 'fr')).toBeNull()
    expect(formatDistanceInUnit(null, 'km', 'en')).toBeNull()
    expect(formatDistance(Number.NaN, 'km', 'en')).toBeNull()
  })
  it("shows a distance already in the tenant unit (a rental's) with the same one decimal", () => {
    expect(formatDistanceInUnit(12.46, 'km', 'fr')).toBe('12,5\u00a0km')
    expect(formatDistanceInUnit(3, 'miles', 'en')).toBe('3.0\u00a0miles')
    expect(formatDistanceInUnit(1, 'miles', 'fr')).toBe('1,0\u00a0mi')
  })
  it('a station 73 m away reads 0.1 km, like every distance (one decimal, not metres)', () => {
    expect(formatDistance(73, 'km', 'en')).toBe('0.1\u00a0km')
  })
})

describe('dates in words (tenant zone, both languages)', () => {
  const zone = 'America/Montreal'
  it.each([
    ['2026-11-26T13:00:00Z', 'fr', 'jeudi 26 novembre à 08:00'],
    ['2026-11-26T13:00:00Z', 'en', 'Thursday, November 26 at 08:00'],
    // Daylight saving time: 13:00 UTC is 09:00 in July in Montréal.
    ['2026-07-01T13:00:00Z', 'en', 'Wednesday, July 1 at 09:00'],
    // Midnight reads 00:00, not 24:00.
    ['2026-11-27T05:00:00Z', 'fr', 'vendredi 27 novembre à 00:00'],
  ] as const)('%s in %s is %s', (iso, lang, text) => {
    expect(formatDateInWords(Date.parse(iso), zone, lang)).toBe(text)
  })
  it('reads in another zone', () => {
    expect(formatDateInWords(Date.parse('2026-11-26T13:00:00Z'), 'Europe/Paris', 'fr')).toBe('jeudi 26 novembre à 14:00')
  })
})

describe('durations, one way in sentences and on screens', () => {
  it.each([
    [3 * 3600_000, 'fr', '3 h'],
    [90 * 60_000, 'fr', '1 h 30'],
    [45 * 60_000, 'en', '45 min'],
    [(2 * 24 + 4) * 3600_000, 'fr', '2 jours 4 h'],
    [24 * 3600_000, 'en', '1 day'],
    [(26 * 60 + 30) * 60_000, 'fr', '1 jour 2 h 30'],
    [(26 * 60 + 30) * 60_000, 'en', '1 day 2 h 30'],
    [(24 * 60 + 5) * 60_000, 'en', '1 day 5 min'],
    [0, 'en', '0 min'],
    [-60_000, 'fr', '0 min'],
  ] as const)('%d ms in %s reads %s', (ms, lang, expected) => {
    expect(formatDuration(ms, lang)).toBe(expected)
  })
})

describe('decimals and long dates', () => {
  it('writes up to three decimals the reader’s way', () => {
    expect(formatDecimal(9.975, 'fr')).toBe('9,975')
    expect(formatDecimal(12.5, 'en')).toBe('12.5')
    expect(formatDecimal(5, 'en')).toBe('5')
  })

  it('writes a day in words in its zone, with its time when asked', () => {
    expect(formatLongDate(Date.parse('2026-11-26T00:00:00Z'), 'UTC', 'fr')).toBe('26 novembre 2026')
    expect(formatLongDate(Date.parse('2026-11-26T00:00:00Z'), 'UTC', 'en')).toBe('November 26, 2026')
    expect(formatLongDate(Date.parse('2026-11-26T03:00:00Z'), 'America/Montreal', 'en')).toBe('November 25, 2026')
    expect(formatLongDate(Date.parse('2026-11-26T19:30:00Z'), 'America/Montreal', 'en', true)).toMatch(/^November 26, 2026.*2:30/)
  })
})
