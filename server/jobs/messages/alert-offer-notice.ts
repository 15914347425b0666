import type { Language } from '@contracts/common'
import { formatDateInWords as dateInWords } from '@contracts/format'
import type { Notice } from './rental-notices'

export interface NoticeOffer {
  vehicle: string
  station: string | null
  start: number
  end: number
  expiresAt: number
  timeZone: string
  tenantName: string
}

/** A vehicle freed up for the member's alert and is held for them until expiresAt: book it in the app. */
export function alertOfferNotice(lang: Language, o: NoticeOffer): Notice {
  const start = dateInWords(o.start, o.timeZone, lang)
  const end = dateInWords(o.end, o.timeZone, lang)
  const until = dateInWords(o.expiresAt, o.timeZone, lang)
  if (lang === 'en') {
    const where = o.station ? ` at ${o.station}` : ''
    return {
      subject: `${o.tenantName}: a vehicle is free for your alert`,
      text: `Hello,\n\nA vehicle freed up for your alert: ${o.vehicle}${where}, from ${start} to ${end}. It is held for you until ${until}: book it in the app before then, or it goes to the next member waiting.\n\n${o.tenantName}\n`,
      sms: `${o.tenantName}: ${o.vehicle}${where} is free ${start} - ${end}, held for you until ${until}. Book it in the app.`,
    }
  }
  const where = o.station ? ` à ${o.station}` : ''
  return {
    subject: `${o.tenantName} : un véhicule s'est libéré pour votre alerte`,
    text: `Bonjour,\n\nUn véhicule s'est libéré pour votre alerte : ${o.vehicle}${where}, du ${start} au ${end}. Il vous est réservé jusqu'au ${until} : réservez-le dans l'application d'ici là, sinon il passe au membre suivant.\n\n${o.tenantName}\n`,
    sms: `${o.tenantName} : ${o.vehicle}${where} est libre du ${start} au ${end}, gardé pour vous jusqu'au ${until}. Réservez-le dans l'application.`,
  }
}
