import type { Language } from '@contracts/common'
import { formatLongDate } from '@contracts/format'
import type { Receipt } from '@contracts/receipt'
import type { MailMessage } from '../../adapters/mail'
import { receiptPdf } from './receipt-pdf'

const TEXT: Record<Language, { subject: (tenant: string, number: string) => string; body: (vehicle: string | null, when: string) => string }> = {
  fr: {
    subject: (tenant, number) => `${tenant} : votre reçu n° ${number}`,
    body: (vehicle, when) => `Bonjour,\n\nVoici, à votre demande, le reçu de votre location${vehicle ? ` de la ${vehicle}` : ''} du ${when}, en PDF joint.\n`,
  },
  en: {
    subject: (tenant, number) => `${tenant}: your receipt no. ${number}`,
    body: (vehicle, when) => `Hello,\n\nAs you asked, here is the receipt of your${vehicle ? ` ${vehicle}` : ''} rental of ${when}, attached as a PDF.\n`,
  },
}

/** The receipt as an e-mail to its driver: a short note in their language naming the trip, the PDF attached. */
export function receiptMail(receipt: Receipt, lang: Language, timeZone: string): Pick<MailMessage, 'subject' | 'text' | 'attachments'> {
  const t = TEXT[lang]
  const when = formatLongDate(Date.parse(receipt.start), timeZone, lang)
  const vehicle = receipt.vehicle ? `${receipt.vehicle.make} ${receipt.vehicle.model}` : null
  return {
    subject: t.subject(receipt.tenant_name, receipt.invoice_number),
    text: t.body(vehicle, when),
    attachments: [
      {
        filename: `receipt-${receipt.invoice_number}.pdf`,
        contentType: 'application/pdf',
        content: receiptPdf(receipt, lang, timeZone).toString('base64'),
        encoding: 'base64',
      },
    ],
  }
}
