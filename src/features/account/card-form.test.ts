// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { OFFLINE_TEST_CARDS } from '@contracts/registration'
import { checkCardForm, fieldOfCardError, groupCardNumber, maskExpiry, offlineCardBody, passesLuhn } from './card-form'

const today = new Date('2026-11-25T12:00:00Z')

describe('offline card form', () => {
  it('knows the provider test numbers are valid and a typo is not', () => {
    expect(passesLuhn(OFFLINE_TEST_CARDS.visa)).toBe(true)
    expect(passesLuhn(OFFLINE_TEST_CARDS.mastercard)).toBe(true)
    expect(passesLuhn(OFFLINE_TEST_CARDS.declined)).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
  })

  it('masks as the driver types', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(maskExpiry('1228')).toBe('12/28')
    expect(maskExpiry('1')).toBe('1')
  })

  it('checks every field, an expired month included', () => {
    expect(checkCardForm({ number: '', expiry: '', cvc: '', billingName: '' }, today)).toEqual({
      number: 'errors:mandatory',
      expiry: 'errors:mandatory',
      cvc: 'errors:mandatory',
      billingName: 'errors:mandatory',
    })
    expect(checkCardForm({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12', billingName: 'A' }, today)).toEqual({
      number: 'account:cards.errors.number',
      expiry: 'account:cards.errors.expired',
      cvc: 'account:cards.errors.cvc',
    })
    expect(checkCardForm({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123', billingName: 'Camille' }, today)).toEqual({})
  })

  it('sends the provider body and reads its field errors back', () => {
    expect(offlineCardBody({ number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', billingName: ' Camille ' })).toEqual({
      offline_payment_method: { number: '4242424242424242', exp_month: 12, exp_year: 2028, cvc: '123', billing_name: 'Camille' },
    })
    expect(fieldOfCardError('offline_payment_method.exp_year')).toBe('expiry')
    expect(fieldOfCardError(undefined)).toBeNull()
  })
})
