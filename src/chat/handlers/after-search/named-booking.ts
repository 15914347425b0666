import { TZDate } from '@date-fns/tz'
import type { TurnSentence } from '../../dialog/registry'
import type { MemberBooking } from '../../dialog/types'
import { foldedText } from '../../dialog/folded-text'
import { saysName } from './words'

/** The calendar day (YYYY-MM-DD) of an instant in the tenant's zone. */
export function dayIn(instant: string | number, timeZone: string): string {
  const d = new TZDate(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

// The words of a day in a sentence, read alone by the engine to know which day it is.
const DAY =
  /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|monday|tuesday|wednesday|thursday|friday|saturday|sunday|demain|tomorrow|aujourd ?hui|today|apres demain|(le )?\d{1,2}(er)? (janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)|(january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}(st|nd|rd|th)?)\b/

/** The day a sentence names (YYYY-MM-DD), read by the engine from its day words alone; null when none. */
export function dayNamed(s: TurnSentence): string | null {
  const m = DAY.exec(foldedText(s.text).replace(/[’'`]/g, ' '))
  if (!m) return null
  const read = s.parse(m[0], null, s.env.lang)
  const start = read.slots.startDate ?? read.slots.date
  if (typeof start !== 'string') return null
  return /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : dayIn(start, s.env.tenant.timezone)
}

const open = (s: TurnSentence) => (s.env.bookings ?? []).filter((b) => b.status !== 'closed')

/**
 * Whether a booking is "of" a day: it starts or ends that day. A booking ending at midnight ends on the
 * day before (it has no minute on the next), so "lundi" never names Sunday evening's rental.
 */
export function bookingOnDay(b: MemberBooking, day: string, timeZone: string): boolean {
  return dayIn(b.start, timeZone) === day || dayIn(Date.parse(b.end) - 1, timeZone) === day
}

/**
 * Rule 11: the booking a sentence acts on. The day, the vehicle or the station said picks it
 * ("mardi", "la Tesla", "celle de l'aéroport"); with none said, the one shown, changed or made in
 * this conversation, else the one in progress, else the next. `day` is the day named, when the
 * sentence's day names the booking rather than its new day.
 */
export function namedBooking(s: TurnSentence, day: string | null, byStation = true): MemberBooking | null {
  const bookings = open(s)
  if (bookings.length === 0) return null
  const zone = s.env.tenant.timezone
  if (day) {
    // The one that starts that day before one that only ends then (Sunday's trip into Monday morning).
    const that = bookings.filter((b) => bookingOnDay(b, day, zone))
    const named = that.find((b) => dayIn(b.start, zone) === day) ?? that[0]
    if (named) return named
  }
  // "ma prochaine réservation", "my current booking": the engine's `which` names it.
  const which = s.own.slots?.which
  const upcoming = bookings.filter((b) => b.status === 'upcoming').sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  if (which === 'next' && upcoming.length > 0) return upcoming[0]
  const current = bookings.find((b) => b.status === 'in_progress')
  if (which === 'current' && current) return current
  const byVehicle = bookings.filter((b) => b.vehicle && (saysName(s.text, b.vehicle.model) || saysName(s.text, b.vehicle.model.split(' ')[0]) || saysName(s.text, b.vehicle.make)))
  if (byVehicle.length === 1) return byVehicle[0]
  if (byStation) {
    const station = s.env.stations.find((st) => [st.name, ...(st.aliases ?? [])].some((n) => saysName(s.text, n)))
    const there = station ? bookings.filter((b) => b.startStation === station.id || b.endStation === station.id) : []
    if (there.length === 1) return there[0]
  }
  return defaultBooking(s)
}

/** With none said: the one of this conversation, else the one in progress, else the next. */
export function defaultBooking(s: TurnSentence): MemberBooking | null {
  const bookings = open(s)
  const remembered = s.state.after?.booking
  const known = remembered ? bookings.find((b) => b.id === remembered) : undefined
  if (known) return known
  const current = bookings.find((b) => b.status === 'in_progress')
  if (current) return current
  return [...bookings].filter((b) => b.status === 'upcoming').sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0] ?? null
}
