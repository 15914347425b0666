// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PaymentCard } from '@contracts/payment'
import { ApiError } from '@/core/api'
import { cardExpiry, ChangePasswordSchema, changePasswordBody, changePasswordFailure, deleteAccountFailure, deleteAccountReason, isMainCard, sortCards } from './account-rules'

const issues = (values: { current: string; password: string; confirmation: string }) => {
  const r = ChangePasswordSchema.safeParse(values)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('change password (spec section 5)', () => {
  it('requires the current password, 8 characters and an identical confirmation', () => {
    expect(issues({ current: '', password: 'short', confirmation: 'other' })).toEqual({ current: 'mandatory', password: 'pwd-too-short', confirmation: 'pwd-mismatch' })
    expect(issues({ current: 'x', password: 'long-enough', confirmation: '' })).toEqual({ confirmation: 'mandatory' })
    expect(issues({ current: 'x', password: 'long-enough', confirmation: 'long-enough' })).toEqual({})
  })

  it('sends the spec body and maps the refusal', () => {
    expect(changePasswordBody({ current: 'a', password: 'b', confirmation: 'c' })).toEqual({ user: { current_password: 'a', password: 'b', password_confirmation: 'c' } })
    expect(changePasswordFailure(new ApiError(400, [{ code: 'user_current_password_invalid', detail: '' }]))).toBe('incorrect-current-pwd')
    expect(changePasswordFailure(new ApiError(500, []))).toBe('internal-error')
  })
})

describe('account deletion refusals (spec section 8)', () => {
  it.each([
    ['user_rentals_user_has_rental', 'cannot-delete-user'],
    ['user_invoices_as_buyer_user_has_pending_invoice', 'cannot-delete-user'],
    ['internal_error', 'internal-error'],
  ])('%s gives %s', (code, key) => {
    expect(deleteAccountFailure(new ApiError(409, [{ code, detail: '' }]))).toBe(key)
  })
  it('names the reason when there is one', () => {
    expect(deleteAccountReason(new ApiError(409, [{ code: 'user_rentals_user_has_rental', detail: '' }]))).toBe('user_rentals_user_has_rental')
    expect(deleteAccountReason(new Error('network'))).toBeNull()
  })
})

describe('payment cards (spec sections 4 and 9)', () => {
  const card = (id: number, at: string | null): PaymentCard => ({
    id,
    brand: 'visa',
    country: 'CA',
    last4: '4242',
    exp_month: 3,
    exp_year: 2028,
    code: null,
    expiration_time: '2028-03-31',
    set_as_default_at: at,
  })
  const cards = [card(1, '2026-01-01T00:00:00Z'), card(2, '2026-06-01T00:00:00Z'), card(3, null), card(4, '2025-01-01T00:00:00Z')]

  it('puts the latest set as default first: the main card', () => {
    expect(sortCards(cards).map((c) => c.id)).toEqual([2, 1, 4, 3])
    expect(isMainCard(cards[1], cards)).toBe(true)
    expect(isMainCard(cards[0], cards)).toBe(false)
  })

  it('prints the expiry as on the card', () => {
    expect(cardExpiry({ exp_month: 3, exp_year: 2028 })).toBe('03/28')
  })
})
