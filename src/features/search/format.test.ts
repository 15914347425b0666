import { formatDistance, formatPrice } from './format'

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
  })
})
