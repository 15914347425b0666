import { z } from 'zod'

/**
 * Where a closed rental's bill stands, as its driver reads it next to the rental (history, detail,
 * chat): a receipt exists once the charge job has written the invoice; before that the rental is
 * being billed; a refused charge says why, so the driver can act (add a card, use another one).
 */
export const RentalBillingSchema = z.object({
  /** billing: no invoice yet; payment-refused: the invoice's charge was refused; else the invoice's status. */
  state: z.enum(['billing', 'payment-refused', 'pending', 'paid', 'refunded']),
  /** Why the charge was refused: the member has no card on file, or the card was declined. */
  reason: z.enum(['no-card', 'declined']).nullable(),
  /** Whether GET /user/rentals/{id}/receipt answers (an invoice exists). */
  has_receipt: z.boolean(),
})
export type RentalBilling = z.infer<typeof RentalBillingSchema>

/** The messages the charge records (server/domain/payments/rental-charge.ts) that are not a provider's refusal. */
export const NO_CARD_ERROR = 'no payment card'
export const noProviderError = (kind: string) => `no ${kind} provider configured`
const NO_PROVIDER = /^no \w+ provider configured$/

/**
 * The billing state of a closed rental from its invoice (null: none written yet). A try that
 * could not reach a provider (this deployment lacks it) is not the member's refusal: still billing.
 */
export function rentalBilling(invoice: { status: string; attempts: number; error: string | null } | null): RentalBilling {
  if (!invoice) return { state: 'billing', reason: null, has_receipt: false }
  const status = invoice.status === 'paid' || invoice.status === 'refunded' ? invoice.status : 'pending'
  if (status === 'pending' && invoice.attempts > 0 && invoice.error !== null && !NO_PROVIDER.test(invoice.error)) {
    return { state: 'payment-refused', reason: invoice.error === NO_CARD_ERROR ? 'no-card' : 'declined', has_receipt: true }
  }
  return { state: status, reason: null, has_receipt: true }
}
