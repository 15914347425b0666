// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { validateCardEntry } from './card-entry'

const now = new Date(2026, 4, 15)
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', billingName: 'Ana Silva' }

describe('sign-up card form messages', () => {
  it('names each problem with the registration namespace, mandatory with the errors one', () => {
    expect(validateCardEntry(good, now)).toEqual({})
    expect(validateCardEntry({ number: '', expiry: '', cvc: '', billingName: ' ' }, now)).toEqual({
      number: 'mandatory',
      expiry: 'mandatory',
      cvc: 'mandatory',
      billingName: 'mandatory',
    })
    expect(validateCardEntry({ number: '4242 4242 4242 4241', expiry: '04/26', cvc: '12', billingName: 'A' }, now)).toEqual({
      number: 'card.errors.number',
      expiry: 'card.errors.expired',
      cvc: 'card.errors.cvc',
    })
    expect(validateCardEntry({ ...good, expiry: '13/30' }, now).expiry).toBe('card.errors.expiry')
  })
})
