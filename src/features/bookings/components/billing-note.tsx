import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'

/** Whether a closed rental's receipt can be opened: its invoice exists (the server says so). */
export const hasReceipt = (rental: Pick<Rental, 'billing'>): boolean => rental.billing?.has_receipt === true

/** The words for a closed rental's bill where a receipt link alone would not say it: still being billed, or a refused payment and why. */
export function billingNoteKey(rental: Pick<Rental, 'billing'>): string | null {
  const billing = rental.billing
  if (!billing) return null
  if (billing.state === 'billing') return 'receipt.billing'
  if (billing.state === 'payment-refused') return billing.reason === 'no-card' ? 'receipt.refused-no-card' : 'receipt.refused-declined'
  return null
}

/** A closed rental's bill in words, next to (or instead of) its receipt link; nothing when the receipt says it all. */
export function BillingNote({ rental, className = 'text-sm text-muted-foreground' }: { rental: Pick<Rental, 'billing'>; className?: string }) {
  const { t } = useTranslation('bookings')
  const key = billingNoteKey(rental)
  return key ? <p className={className}>{t(key)}</p> : null
}
