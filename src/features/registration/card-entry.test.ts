// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { OFFLINE_TEST_CARDS } from '@contracts/registration'
import { cardFieldOfServerError, formatCardNumber, formatExpiry, offlineCardBody, parseExpiry, validateCardEntry } from './card-entry'

const now = new Date(2026, 4, 15)
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', billingName: 'Ana Silva' }

describe('validateCardEntry', () => {
  it('accepts the test cards', () => {
    expect(validateCardEntry(good, now)).toEqual({})
    expect(validateCardEntry({ ...good, number: OFFLINE_TEST_CARDS.mastercard }, now)).toEqual({})
    // Declined is the provider's answer, not a typing error.
    expect(validateCardEntry({ ...good, number: OFFLINE_TEST_CARDS.declined }, now)).toEqual({})
  })

  it('says what is missing', () => {
    expect(validateCardEntry({ number: '', expiry: '', cvc: '', billingName: ' ' }, now)).toEqual({
      number: 'mandatory',
      expiry: 'mandatory',
      cvc: 'mandatory',
      billingName: 'mandatory',
    })
  })

  it('refuses a number failing the Luhn check, a bad or past expiry, a bad CVC', () => {
    expect(validateCardEntry({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe('card.errors.number')
    expect(validateCardEntry({ ...good, expiry: '13/30' }, now).expiry).toBe('card.errors.expiry')
    expect(validateCardEntry({ ...good, expiry: '04/26' }, now).expiry).toBe('card.errors.expired')
    expect(validateCardEntry({ ...good, expiry: '05/26' }, now).expiry).toBeUndefined()
    expect(validateCardEntry({ ...good, cvc: '12' }, now).cvc).toBe('card.errors.cvc')
  })
})

describe('formatting', () => {
  it('groups the number by four and writes the expiry MM/YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('42a4')).toBe('424')
    expect(formatExpiry('1230')).toBe('12/30')
    expect(formatExpiry('1')).toBe('1')
    expect(parseExpiry('12/2030')).toEqual({ month: 12, year: 2030 })
  })
})

describe('offlineCardBody', () => {
  it('sends digits, month, four-digit year, CVC and billing name', () => {
    expect(offlineCardBody(good)).toEqual({
      offline_payment_method: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', billing_name: 'Ana Silva' },
    })
  })
})

describe('cardFieldOfServerError', () => {
  it('maps the provider fields to the form', () => {
    expect(cardFieldOfServerError('offline_payment_method.exp_year')).toBe('expiry')
    expect(cardFieldOfServerError('offline_payment_method.number')).toBe('number')
    expect(cardFieldOfServerError(undefined)).toBeNull()
  })
})
