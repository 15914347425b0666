import { formatRange } from '@/lib/format-dates'
import type { DialogEnv, HandlerContext, MemberBooking } from '../../dialog/types'

/** The booking a trouble is about: the one in progress, else the next to start (rule 15). */
export function tripBooking(ctx: { env: DialogEnv }): MemberBooking | null {
  const bookings = ctx.env.bookings ?? []
  const now = ctx.env.now.getTime()
  const current = bookings.find((b) => b.status === 'in_progress')
  if (current) return current
  const next = bookings.filter((b) => b.status === 'upcoming' && Date.parse(b.end) > now).sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0]
  return next ?? null
}

/** "votre réservation Toyota Yaris (mercredi 25 novembre, 12 h – 16 h)", in the reply's language. */
export function bookingWords(ctx: Pick<HandlerContext, 'env' | 'lang' | 't'>, booking: MemberBooking): string {
  const vehicle = booking.vehicle ? `${booking.vehicle.make} ${booking.vehicle.model}`.trim() : ''
  const when = formatRange(new Date(booking.start), new Date(booking.end), { lang: ctx.lang, timeZone: ctx.env.tenant.timezone, now: ctx.env.now })
  return ctx.t('driver-help:trip.booking', { vehicle, when }).replace(/\s+\(/, ' (')
}

/** "appelez l'opérateur au +1 514 555 0100." or, without a phone, the contact card below. */
export function callWords(ctx: HandlerContext): string {
  const phone = ctx.env.contact?.phone
  return phone ? ctx.t('driver-help:trip.call-lower', { phone }) : ctx.t('driver-help:trip.contact-lower')
}
