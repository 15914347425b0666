import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import { formatDateInWords } from '@contracts/format'
import type { MailMessage } from '../../adapters/mail'
import type { Database } from '../../db/schema'

export type PassengerChange = 'joined' | 'left'

export interface PassengerChangeNotice {
  change: PassengerChange
  passengerName: string
  start: number
  destination: string | null
  timeZone: string
  tenantName: string
}

/** What a carpool's driver reads when someone takes or gives back a seat: who, and which trip. */
export function passengerChangeMail(lang: Language, n: PassengerChangeNotice): { subject: string; text: string } {
  const when = formatDateInWords(n.start, n.timeZone, lang)
  if (lang === 'en') {
    const trip = `your carpool of ${when}${n.destination ? ` to ${n.destination}` : ''}`
    const what = n.change === 'joined' ? `${n.passengerName} joined ${trip}.` : `${n.passengerName} left ${trip}: the seat is free again.`
    return { subject: `${n.tenantName}: ${n.change === 'joined' ? 'a passenger joined' : 'a passenger left'} your carpool`, text: `Hello,\n\n${what}\n\n${n.tenantName}\n` }
  }
  const trip = `votre covoiturage du ${when}${n.destination ? ` vers ${n.destination}` : ''}`
  const what = n.change === 'joined' ? `${n.passengerName} a rejoint ${trip}.` : `${n.passengerName} a quitté ${trip} : la place est de nouveau libre.`
  return {
    subject: `${n.tenantName} : ${n.change === 'joined' ? 'un passager a rejoint' : 'un passager a quitté'} votre covoiturage`,
    text: `Bonjour,\n\n${what}\n\n${n.tenantName}\n`,
  }
}

/**
 * The e-mail to a carpool's driver about a passenger who joined or left, in the driver's language
 * (else the tenant's); null when the driver or the passenger is gone. The passenger is named by
 * first name and initial only, as the carpool's passenger list shows them.
 */
export async function passengerChangeMessage(
  db: Kysely<Database>,
  tenant: { id: number; name: string; language: Language; timeZone: string },
  rentalId: number,
  passengerId: number,
  change: PassengerChange,
): Promise<MailMessage | null> {
  const rental = await db
    .selectFrom('rentals as r')
    .innerJoin('users as d', 'd.id', 'r.driver_id')
    .select(['r.reservation_start_time', 'r.carpooling_destination', 'd.email', 'd.language', 'd.deleted_at'])
    .where('r.tenant_id', '=', tenant.id)
    .where('r.id', '=', rentalId)
    .executeTakeFirst()
  const passenger = await db.selectFrom('users').select(['first_name', 'last_name']).where('tenant_id', '=', tenant.id).where('id', '=', passengerId).executeTakeFirst()
  if (!rental || rental.deleted_at !== null || !passenger) return null
  const lang: Language = rental.language === 'en' || rental.language === 'fr' ? rental.language : tenant.language
  const initial = passenger.last_name ? ` ${passenger.last_name.charAt(0)}.` : ''
  const fallbackName = lang === 'en' ? 'A passenger' : 'Un passager'
  const passengerName = passenger.first_name ? `${passenger.first_name}${initial}` : fallbackName
  const mail = passengerChangeMail(lang, {
    change,
    passengerName,
    start: rental.reservation_start_time,
    destination: rental.carpooling_destination,
    timeZone: tenant.timeZone,
    tenantName: tenant.name,
  })
  return { tenantId: tenant.id, to: rental.email, senderName: tenant.name, ...mail }
}
