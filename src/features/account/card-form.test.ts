// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkCardForm } from './card-form'

const today = new Date('2026-11-25T12:00:00Z')

describe('account card form messages', () => {
  it('names each problem with the account namespace, mandatory with the errors one', () => {
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
    expect(checkCardForm({ number: '4242 4242 4242 4242', expiry: '13/26', cvc: '123', billingName: 'Camille' }, today)).toEqual({ expiry: 'account:cards.errors.expiry' })
    expect(checkCardForm({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '123', billingName: 'Camille' }, today)).toEqual({})
  })
})
