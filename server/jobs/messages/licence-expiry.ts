import type { Language } from '@contracts/common'
import { calendarDayInWords } from '@contracts/format'
import type { Notice } from './rental-notices'

/** The member's licence is expiring (contracts/documents.ts): renew it and replace its photos in the account. */
export function licenceExpiryNotice(lang: Language, tenantName: string, expiresOn: string): Notice {
  const when = calendarDayInWords(expiresOn, lang)
  if (lang === 'en') {
    return {
      subject: `${tenantName}: your driving licence expires on ${when}`,
      text: `Hello,\n\nYour driving licence on file expires on ${when}. Once it has expired you can no longer book. When you have the new one, replace its photos under "My documents" in your account.\n\n${tenantName}\n`,
      sms: `${tenantName}: your driving licence expires on ${when}. Replace it under "My documents" in your account.`,
    }
  }
  return {
    subject: `${tenantName} : votre permis de conduire expire le ${when}`,
    text: `Bonjour,\n\nLe permis de conduire enregistré à votre dossier expire le ${when}. Une fois expiré, vous ne pourrez plus réserver. Dès que vous avez le nouveau, remplacez-en les photos dans « Mes documents » de votre compte.\n\n${tenantName}\n`,
    sms: `${tenantName} : votre permis expire le ${when}. Remplacez-le dans « Mes documents » de votre compte.`,
  }
}
