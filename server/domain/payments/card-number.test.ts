import { passesLuhn } from '@contracts/card-entry'
import { cardBrand, expirationInstant, isExpired } from './card-number'

describe('card numbers', () => {
  it.each([
    ['4242424242424242', true, 'visa'],
    ['5555555555554444', true, 'mastercard'],
    ['2223003122003222', true, 'mastercard'],
    ['378282246310005', true, 'amex'],
    ['6011111111111117', true, 'discover'],
    ['4000000000000002', true, 'visa'],
    ['4242424242424241', false, 'visa'],
    ['1234567812345678', false, null],
  ])('%s: luhn %s, brand %s', (number, luhn, brand) => {
    expect(passesLuhn(number)).toBe(luhn)
    expect(cardBrand(number)).toBe(brand)
  })

  it('knows when a card has expired', () => {
    const now = Date.UTC(2025, 4, 31, 23, 59)
    expect(isExpired(5, 2025, now)).toBe(false)
    expect(isExpired(4, 2025, now)).toBe(true)
    expect(isExpired(12, 2024, now)).toBe(true)
    expect(isExpired(1, 2026, now)).toBe(false)
  })

  it('ends a card at the last millisecond of its month', () => {
    expect(new Date(expirationInstant(2, 2028)).toISOString()).toBe('2028-02-29T23:59:59.999Z')
    expect(new Date(expirationInstant(12, 2027)).toISOString()).toBe('2027-12-31T23:59:59.999Z')
  })
})
