import { isValidatedDriver } from '@contracts/access-rules'
import { bookingCalendarEvent } from '@contracts/booking-calendar'
import { calendarFile, calendarFileName } from '@contracts/calendar-file'
import type { Language } from '@contracts/common'
import { formatDateInWords, formatPrice } from '@contracts/format'
import type { Kysely } from 'kysely'
import type { MailMessage } from '../../adapters/mail'
import { heldOutbox, type OutboxContext } from '../../adapters/outbox-transaction'
import type { Database } from '../../db/schema'
import { xmlEscape } from '../../media/svg'

export interface ConfirmationFacts {
  id: number
  start: number
  end: number
  vehicle: { make: string; model: string }
  station: { name: string; address: string } | null
  priceCents: number | null
  currency: string
  tenantName: string
  timeZone: string
  origin: string
  lang: Language
  /** A driver whose account awaits validation is told that access depends on it. */
  awaitingValidation: boolean
}

/**
 * The booking confirmation e-mail: booking number, station and address, times and price
 * in the member's language, with the same calendar file as the confirmation's "Add to my calendar"
 * (contracts/booking-calendar.ts owns the event).
 */
export function confirmationMail(f: ConfirmationFacts): Pick<MailMessage, 'subject' | 'text' | 'html' | 'attachments'> {
  const start = formatDateInWords(f.start, f.timeZone, f.lang)
  const end = formatDateInWords(f.end, f.timeZone, f.lang)
  const price = formatPrice(f.priceCents === null ? null : { value_cents: f.priceCents, iso_code: f.currency }, f.lang)
  const vehicle = `${f.vehicle.make} ${f.vehicle.model}`
  const where = f.station ? `${f.station.name}, ${f.station.address}` : null
  const t =
    f.lang === 'en'
      ? {
          subject: `${f.tenantName}: booking #${f.id} confirmed`,
          intro: `Your booking #${f.id} is recorded.`,
          lines: [`Vehicle: ${vehicle}`, where && `Station: ${where}`, `From ${start}`, `To ${end}`, price && `Price: ${price}`],
          pending: 'Your account is awaiting validation: the access instructions will show in your booking as soon as it is validated.',
          outro: 'The attached file adds the booking to your calendar.',
        }
      : {
          subject: `${f.tenantName} : réservation n° ${f.id} confirmée`,
          intro: `Votre réservation n° ${f.id} est enregistrée.`,
          lines: [`Véhicule : ${vehicle}`, where && `Station : ${where}`, `Du ${start}`, `Au ${end}`, price && `Prix : ${price}`],
          pending: "Votre compte est en attente de validation : les instructions d'accès s'afficheront dans votre réservation dès qu'il sera validé.",
          outro: 'Le fichier joint ajoute la réservation à votre agenda.',
        }
  const lines = t.lines.filter((l): l is string => Boolean(l))
  const event = bookingCalendarEvent({ number: f.id, start: f.start, end: f.end, tenantName: f.tenantName, vehicle: f.vehicle, station: f.station, origin: f.origin, lang: f.lang })
  const detail = String(event.url)
  const paragraphs = [t.intro, lines.join('\n'), ...(f.awaitingValidation ? [t.pending] : []), detail, t.outro, f.tenantName]
  return {
    subject: t.subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: [
      `<p>${xmlEscape(t.intro)}</p>`,
      `<ul>${lines.map((l) => `<li>${xmlEscape(l)}</li>`).join('')}</ul>`,
      f.awaitingValidation ? `<p>${xmlEscape(t.pending)}</p>` : '',
      `<p><a href="${xmlEscape(detail)}">${xmlEscape(detail)}</a></p>`,
      `<p>${xmlEscape(t.outro)}</p>`,
    ].join(''),
    attachments: [{ filename: calendarFileName(f.id), contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendarFile(event) }],
  }
}

type ConfirmedDriver = { id: number; email: string; language: string | null; validated: number | boolean; workflow_next_step: string }

/** What the confirmation needs of its request, as plain values: a service never reads the request. */
export interface ConfirmationContext extends OutboxContext {
  tenant: { id: number; human_name: string; settings: { timezone: string } }
  /** The request's language, for a driver who has not chosen one. */
  lang: Language
  /** The origin of links in the mail (http/public-url.ts). */
  origin: string
}

/**
 * The confirmation of a rental being created, written to the outbox inside the booking's
 * transaction (`write`, given to bookRental as onCreated): a rental is never committed without its
 * mail, nor a mail without its rental. `flush` hands the delivery job to a queue that holds jobs
 * in memory once the booking has committed. The facts are read in that transaction, scoped to the
 * tenant and the driver.
 */
export function confirmationMailWriter(
  ctx: ConfirmationContext,
  driver: ConfirmedDriver,
): { write: (trx: Kysely<Database>, rentalId: number) => Promise<void>; flush: () => Promise<void> } {
  const { tenant, origin } = ctx
  const lang: Language = driver.language === 'en' || driver.language === 'fr' ? driver.language : ctx.lang
  const outbox = heldOutbox(ctx)
  const write = async (trx: Kysely<Database>, rentalId: number): Promise<void> => {
    const row = await trx
      .selectFrom('rentals')
      .innerJoin('vehicles', 'vehicles.id', 'rentals.vehicle_id')
      .leftJoin('stations', 'stations.id', 'rentals.start_station_id')
      .select([
        'rentals.id',
        'rentals.reservation_start_time',
        'rentals.reservation_end_time',
        'rentals.price_cents',
        'rentals.currency',
        'vehicles.make',
        'vehicles.model',
        'stations.name as station_name',
        'stations.address as station_address',
      ])
      .where('rentals.tenant_id', '=', tenant.id)
      .where('rentals.driver_id', '=', driver.id)
      .where('rentals.id', '=', rentalId)
      .executeTakeFirstOrThrow()
    const mail = confirmationMail({
      id: row.id,
      start: row.reservation_start_time,
      end: row.reservation_end_time,
      vehicle: { make: row.make, model: row.model },
      station: row.station_name ? { name: row.station_name, address: row.station_address ?? '' } : null,
      priceCents: row.price_cents,
      currency: row.currency,
      tenantName: tenant.human_name,
      timeZone: tenant.settings.timezone,
      origin,
      lang,
      awaitingValidation: !isValidatedDriver({ validated: Boolean(driver.validated), workflow_next_step: driver.workflow_next_step }),
    })
    await outbox.in(trx).mail.send({ tenantId: tenant.id, to: driver.email, senderName: tenant.human_name, ...mail })
  }
  return { write, flush: outbox.flush }
}
