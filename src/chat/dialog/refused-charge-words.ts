import type { Invoice } from '@contracts/invoice'
import { formatAmount } from '@contracts/format'
import type { Lang } from './intent-types'
import type { Translate } from './types'

/**
 * A refused charge in one sentence, with what to do, the same in the greeting and the empty chat:
 * "Le paiement de 42,00 $ pour votre location n° 12 a été refusé par votre carte : ajoutez une
 * carte valide dans Mon compte › Moyens de paiement ; nous réessaierons de nous-mêmes."
 */
export function refusedChargeSentence(invoice: Pick<Invoice, 'amount' | 'rental'>, lang: Lang, t: Translate): string {
  const amount = formatAmount(invoice.amount, lang)
  return invoice.rental ? t('greeting.charge-refused', { amount, rental: invoice.rental.id }) : t('greeting.charge-refused-invoice', { amount })
}
