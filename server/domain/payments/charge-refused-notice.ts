import type { Language } from '@contracts/common'
import { formatAmount, formatDateInWords as dateInWords } from '@contracts/format'
import type { Notice } from '../../jobs/messages/rental-notices'

/** What the driver reads about a refused charge: which rental, how much, and why. */
export interface RefusedCharge {
  rentalId: number | null
  vehicle: string | null
  start: number | null
  amountCents: number
  currency: string
  /** The card provider's message ("Your card was declined."), as it gave it. */
  reason: string
  timeZone: string
  tenantName: string
  /** The operator's support line as people read it, null when it has none. */
  supportPhone: string | null
}

/**
 * The card was refused for a closed rental's invoice: what happened and what to do (another card
 * in the account's payment methods; the charge is tried again by itself, else the operator).
 */
export function chargeRefusedNotice(lang: Language, c: RefusedCharge): Notice {
  const amount = formatAmount({ value_cents: c.amountCents, iso_code: c.currency }, lang)
  const start = c.start === null ? null : dateInWords(c.start, c.timeZone, lang)
  if (lang === 'en') {
    const what = c.rentalId === null ? 'an invoice' : `your rental #${c.rentalId}${c.vehicle ? ` (${c.vehicle})` : ''}${start ? ` of ${start}` : ''}`
    const call = c.supportPhone ? ` or call us: ${c.supportPhone}` : ''
    return {
      subject: `${c.tenantName}: the payment of ${amount} was declined`,
      text:
        `Hello,\n\nThe payment of ${amount} for ${what} was declined by your card (${c.reason}).\n\n` +
        `What to do: in the app, open "My account", then "Payment methods", and add a valid card or make another one your main card. ` +
        `We will try the payment again by itself within a few hours. If it keeps failing, reply to this message${call}.\n\n${c.tenantName}\n`,
      sms: `${c.tenantName}: the payment of ${amount} for ${c.rentalId === null ? 'an invoice' : `rental #${c.rentalId}`} was declined. Please update your card in My account > Payment methods; we will try again.`,
    }
  }
  const what = c.rentalId === null ? 'une facture' : `votre location n° ${c.rentalId}${c.vehicle ? ` (${c.vehicle})` : ''}${start ? ` du ${start}` : ''}`
  const call = c.supportPhone ? ` ou appelez-nous au ${c.supportPhone}` : ''
  return {
    subject: `${c.tenantName} : le paiement de ${amount} a été refusé`,
    text:
      `Bonjour,\n\nLe paiement de ${amount} pour ${what} a été refusé par votre carte (${c.reason}).\n\n` +
      `Que faire : dans l'application, ouvrez « Mon compte » puis « Moyens de paiement », et ajoutez une carte valide ou choisissez-en une autre comme carte principale. ` +
      `Nous réessaierons le paiement de nous-mêmes dans quelques heures. Si le refus persiste, répondez à ce message${call}.\n\n${c.tenantName}\n`,
    sms: `${c.tenantName} : le paiement de ${amount} pour ${c.rentalId === null ? 'une facture' : `la location n° ${c.rentalId}`} a été refusé. Mettez à jour votre carte dans Mon compte > Moyens de paiement ; nous réessaierons.`,
  }
}
