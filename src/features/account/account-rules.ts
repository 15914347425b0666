import { z } from 'zod'
import { mainCard } from '@contracts/card-rules'
import type { PaymentCard } from '@contracts/payment'
import { newPassword, requiredPassword } from '@/lib/forms/validation'

/**
 * Change password (spec section 5): current required; new required and at least 8 characters
 * (pwd-too-short); confirmation required and identical (pwd-mismatch). Messages are `errors` keys.
 */
export const ChangePasswordSchema = z
  .object({ current: requiredPassword(), password: newPassword(), confirmation: z.string().min(1, 'mandatory') })
  .refine((v) => v.confirmation === '' || v.password === v.confirmation, { message: 'pwd-mismatch', path: ['confirmation'] })
export type ChangePasswordValues = z.input<typeof ChangePasswordSchema>

export function changePasswordBody(values: ChangePasswordValues) {
  return { user: { current_password: values.current, password: values.password, password_confirmation: values.confirmation } }
}

/** Which error codes a failure of a call carries, whatever its shape. */
function codesOf(error: unknown): string[] {
  const errors = (error as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) ? errors.map((e) => (e as { code?: unknown }).code).filter((c): c is string => typeof c === 'string') : []
}

/** Spec section 8: user_current_password_invalid gives incorrect-current-pwd; anything else internal-error. */
export function changePasswordFailure(error: unknown): 'incorrect-current-pwd' | 'internal-error' {
  return codesOf(error).includes('user_current_password_invalid') ? 'incorrect-current-pwd' : 'internal-error'
}

/** Spec section 8: a pending rental or invoice gives cannot-delete-user (contact customer support); else internal-error. */
export function deleteAccountFailure(error: unknown): 'cannot-delete-user' | 'internal-error' {
  const codes = codesOf(error)
  return codes.includes('user_rentals_user_has_rental') || codes.includes('user_invoices_as_buyer_user_has_pending_invoice') ? 'cannot-delete-user' : 'internal-error'
}

/** The refusal's own reason when the server named one (a rental, or an invoice), for the second sentence. */
export function deleteAccountReason(error: unknown): 'user_rentals_user_has_rental' | 'user_invoices_as_buyer_user_has_pending_invoice' | null {
  const codes = codesOf(error)
  if (codes.includes('user_rentals_user_has_rental')) return 'user_rentals_user_has_rental'
  if (codes.includes('user_invoices_as_buyer_user_has_pending_invoice')) return 'user_invoices_as_buyer_user_has_pending_invoice'
  return null
}

/** Spec sections 4 and 9: cards sorted by default date, most recent first; the first is the main card. */
export function sortCards(cards: readonly PaymentCard[]): PaymentCard[] {
  const main = mainCard(cards)
  const rest = cards.filter((c) => c !== main).sort((a, b) => (b.set_as_default_at ?? '').localeCompare(a.set_as_default_at ?? '') || b.id - a.id)
  return main ? [main, ...rest] : rest
}

export function isMainCard(card: PaymentCard, cards: readonly PaymentCard[]): boolean {
  return mainCard(cards)?.id === card.id
}

/** "03/28": the expiry as printed on the card. */
export function cardExpiry(card: Pick<PaymentCard, 'exp_month' | 'exp_year'>): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`
}
