import { OFFLINE_TEST_CARDS } from './registration'
import { cardFieldOfServerError, checkCardEntry, groupCardNumber, isCardNumber, maskExpiry, offlineCardBody, parseExpiry, passesLuhn } from './card-entry'

const now = new Date(2026, 4, 15)
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', billingName: 'Ana Silva' }

describe('card number', () => {
  it('knows the provider test numbers pass Luhn and a typo does not', () => {
    expect(passesLuhn(OFFLINE_TEST_CARDS.visa)).toBe(true)
    expect(passesLuhn(OFFLINE_TEST_CARDS.mastercard)).toBe(true)
    expect(passesLuhn(OFFLINE_TEST_CARDS.declined)).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })

  it('wants 12 to 19 digits', () => {
    expect(isCardNumber('4242424242424242')).toBe(true)
    expect(isCardNumber('42424242424')).toBe(false)
    expect(isCardNumber('4242 4242 4242 4242')).toBe(false)
    expect(isCardNumber('42424242424242424242')).toBe(false)
  })
})

describe('checkCardEntry', () => {
  it('accepts the test cards, declined included (the provider declines, not the form)', () => {
    expect(checkCardEntry(good, now)).toEqual({})
    expect(checkCardEntry({ ...good, number: OFFLINE_TEST_CARDS.mastercard }, now)).toEqual({})
    expect(checkCardEntry({ ...good, number: OFFLINE_TEST_CARDS.declined }, now)).toEqual({})
  })

  it('says what is missing', () => {
    expect(checkCardEntry({ number: '', expiry: '', cvc: '', billingName: ' ' }, now)).toEqual({
      number: 'mandatory',
      expiry: 'mandatory',
      cvc: 'mandatory',
      billingName: 'mandatory',
    })
  })

  it('refuses a number failing Luhn, a bad or past expiry, a bad CVC; the expiry month itself is still valid', () => {
    expect(checkCardEntry({ ...good, number: '4242 4242 4242 4241' }, now).number).toBe('number')
    expect(checkCardEntry({ ...good, expiry: '13/30' }, now).expiry).toBe('expiry')
    expect(checkCardEntry({ ...good, expiry: '04/26' }, now).expiry).toBe('expired')
    expect(checkCardEntry({ ...good, expiry: '05/26' }, now).expiry).toBeUndefined()
    expect(checkCardEntry({ ...good, cvc: '12' }, now).cvc).toBe('cvc')
  })
})

describe('typing and the wire', () => {
  it('groups the number by four and writes the expiry MM/YY', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(groupCardNumber('42a4')).toBe('424')
    expect(maskExpiry('1230')).toBe('12/30')
    expect(maskExpiry('1')).toBe('1')
    expect(parseExpiry('12/2030')).toEqual({ month: 12, year: 2030 })
  })

  it('sends digits, month, four-digit year, CVC and billing name, and reads field errors back', () => {
    expect(offlineCardBody({ ...good, billingName: ' Ana Silva ' })).toEqual({
      offline_payment_method: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', billing_name: 'Ana Silva' },
    })
    expect(cardFieldOfServerError('offline_payment_method.exp_year')).toBe('expiry')
    expect(cardFieldOfServerError('offline_payment_method.number')).toBe('number')
    expect(cardFieldOfServerError(undefined)).toBeNull()
  })
})
