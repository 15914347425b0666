import type { Language } from '@contracts/common'
import { formatDateInWords as dateInWords } from '@contracts/format'

export interface NoticeRental {
  id: number
  vehicle: string
  start: number
  end: number
  timeZone: string
  tenantName: string
  /** Access instructions, only when the driver may read them now (access rule); null otherwise. */
  access?: string | null
  /** The operator's support line as people read it (contracts/phone-format.ts), null when it has none. */
  supportPhone?: string | null
}

export interface Notice {
  subject: string
  text: string
  sms: string
}

/** The driver's rental passed its end while still in progress: bring the vehicle back. */
export function lateNotice(lang: Language, r: NoticeRental): Notice {
  const end = dateInWords(r.end, r.timeZone, lang)
  if (lang === 'en') {
    const call = r.supportPhone ? ` If you cannot, call us: ${r.supportPhone}.` : ''
    return {
      subject: `${r.tenantName}: your booking #${r.id} has passed its end`,
      text: `Hello,\n\nYour booking #${r.id} (${r.vehicle}) was due to end ${end}. Please bring the vehicle back, or extend the booking in the app if it is still possible. The extra time is charged.${call}\n\n${r.tenantName}\n`,
      sms: `${r.tenantName}: booking #${r.id} (${r.vehicle}) was due to end ${end}. Please bring the vehicle back.${call}`,
    }
  }
  const call = r.supportPhone ? ` Si vous ne le pouvez pas, appelez-nous au ${r.supportPhone}.` : ''
  return {
    subject: `${r.tenantName} : votre réservation n° ${r.id} a dépassé sa fin`,
    text: `Bonjour,\n\nVotre réservation n° ${r.id} (${r.vehicle}) devait se terminer le ${end}. Merci de ramener le véhicule, ou de prolonger la réservation dans l'application si c'est encore possible. Le temps supplémentaire est facturé.${call}\n\n${r.tenantName}\n`,
    sms: `${r.tenantName} : la réservation n° ${r.id} (${r.vehicle}) devait se terminer le ${end}. Merci de ramener le véhicule.${call}`,
  }
}

/** A booking starts soon; with its access instructions when the driver may read them. */
export function startReminder(lang: Language, r: NoticeRental): Notice {
  const start = dateInWords(r.start, r.timeZone, lang)
  if (lang === 'en') {
    const access = r.access ? `\n\nAccess to the vehicle:\n${r.access}` : '\n\nThe access instructions are in the app, on the booking, when you may read them.'
    return {
      subject: `${r.tenantName}: your booking #${r.id} starts ${start}`,
      text: `Hello,\n\nA reminder: your booking #${r.id} (${r.vehicle}) starts ${start}.${access}\n\n${r.tenantName}\n`,
      sms: `${r.tenantName}: booking #${r.id} (${r.vehicle}) starts ${start}.`,
    }
  }
  const access = r.access ? `\n\nAccès au véhicule :\n${r.access}` : "\n\nLes instructions d'accès sont dans l'application, sur la réservation, dès que vous pouvez les lire."
  return {
    subject: `${r.tenantName} : votre réservation n° ${r.id} commence le ${start}`,
    text: `Bonjour,\n\nPetit rappel : votre réservation n° ${r.id} (${r.vehicle}) commence le ${start}.${access}\n\n${r.tenantName}\n`,
    sms: `${r.tenantName} : la réservation n° ${r.id} (${r.vehicle}) commence le ${start}.`,
  }
}

/** A booking ends soon. */
export function endReminder(lang: Language, r: NoticeRental): Notice {
  const end = dateInWords(r.end, r.timeZone, lang)
  return lang === 'en'
    ? {
        subject: `${r.tenantName}: your booking #${r.id} ends ${end}`,
        text: `Hello,\n\nA reminder: your booking #${r.id} (${r.vehicle}) ends ${end}. Please bring the vehicle back on time, or extend the booking in the app.\n\n${r.tenantName}\n`,
        sms: `${r.tenantName}: booking #${r.id} (${r.vehicle}) ends ${end}.`,
      }
    : {
        subject: `${r.tenantName} : votre réservation n° ${r.id} se termine le ${end}`,
        text: `Bonjour,\n\nPetit rappel : votre réservation n° ${r.id} (${r.vehicle}) se termine le ${end}. Merci de ramener le véhicule à l'heure, ou de prolonger la réservation dans l'application.\n\n${r.tenantName}\n`,
        sms: `${r.tenantName} : la réservation n° ${r.id} (${r.vehicle}) se termine le ${end}.`,
      }
}
