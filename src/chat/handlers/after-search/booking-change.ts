import { TZDate } from '@date-fns/tz'
import { formatAmount } from '@contracts/format'
import { formatDuration } from '@contracts/format'
import { formatDay, formatInstant, formatRange, type DateWords } from '@/lib/format-dates'
import { foldedText } from '../../dialog/folded-text'
import { isoIn } from '../../dialog/iso-in-zone'
import type { TurnSentence } from '../../dialog/registry'
import type { DialogOutcome, MemberBooking, TurnFacts } from '../../dialog/types'
import { filled } from '../../dialog/reading/kept'
import { saysVehicle } from '../../dialog/reading/words'
import { minimumLengthMs } from '../search/minimum-length'
import { bookingOnDay, dayIn, dayNamed, namedBooking } from './named-booking'
import { lengthOf, saysChange, saysEnd, saysExtend, saysName, saysTime } from './words'

const HOUR = 3_600_000
const SEARCHES = new Set(['search_vehicles', 'join_carpool'])

/** An instant with seconds and the tenant's offset, as the contract writes them. */

const TIME = /(\b\d{1,2}\s*(h|:)\s*\d{0,2}|\b\d{1,2}(:\d{2})?\s*(am|pm|a\.m\.|p\.m\.)|\bmidi\b|\bminuit\b|\bnoon\b|\bmidnight\b)/

/** The clock time a sentence says, [hours, minutes], read by the engine from its time words alone. */
export function clockNamed(s: TurnSentence): [number, number] | null {
  if (!saysTime(s.text)) {
    // "I'll start at 8 on Tuesday", "commence à 8 mardi": a bare hour after "at", a morning hour from 7.
    const bare = /\b(at|a|vers|around|from|des) (\d{1,2})\b(?!\s*(min|minutes?|heures?|hours?|h\b|jours?|days?|personnes?|people|places?|seats?))/.exec(foldedText(s.text))
    const hour = bare ? Number(bare[2]) : NaN
    return hour >= 0 && hour <= 23 ? [hour < 7 ? hour + 12 : hour, 0] : null
  }
  const m = TIME.exec(foldedText(s.text))
  if (!m) return null
  const read = s.parse(m[0], null, s.env.lang)
  const at = read.slots.startDate
  if (typeof at !== 'string') return null
  const d = new TZDate(Date.parse(at), s.env.tenant.timezone)
  return [d.getHours(), d.getMinutes()]
}

/** That clock time on a day (YYYY-MM-DD) in the tenant's zone. */
function at(day: string, [h, m]: [number, number], zone: string): number {
  const [y, mo, d] = day.split('-').map(Number)
  return new TZDate(y, mo - 1, d, h, m, zone).getTime()
}

/** An instant moved by whole days, wall-clock time kept. */
function shiftDays(ms: number, days: number, zone: string): number {
  const d = new TZDate(ms, zone)
  d.setDate(d.getDate() + days)
  return d.getTime()
}

const dayNumber = (day: string) =>
  Date.UTC(...((day.split('-').map(Number) as [number, number, number]).map((v, i) => (i === 1 ? v - 1 : v)) as [number, number, number])) / 86_400_000

/**
 * What a length of the booking costs, estimated at the vehicle's hourly rate, else at the rate the
 * booking is charged (its price over its length: the live chat knows no catalog rates). The card
 * then shows the server's own price of the change.
 */
export function priceOf(ms: number, booking: MemberBooking): number | null {
  const hours = (Date.parse(booking.end) - Date.parse(booking.start)) / HOUR
  const hourly = booking.vehicle?.hourly ?? (booking.price !== null && hours > 0 ? booking.price / hours : null)
  if (hourly === null) return null
  return (Math.max(0, ms) / HOUR) * hourly
}

const words = (s: TurnSentence): DateWords => ({ lang: s.env.lang, timeZone: s.env.tenant.timezone, now: s.env.now })
const t = (s: TurnSentence, key: string, vars?: Record<string, unknown>) => s.env.translate(s.env.lang, `after-search:${key}`, vars)

export function bookingWords(s: TurnSentence, b: MemberBooking): string {
  // The vehicle comes from its own read, which may still be on its way: the booking is then named without it.
  const vehicle = b.vehicle ? `${b.vehicle.make} ${b.vehicle.model}` : null
  const day = formatDay(b.start, words(s))
  if (b.status === 'in_progress') return vehicle ? t(s, 'change.booking-now', { vehicle }) : t(s, 'change.booking-now-unnamed')
  return vehicle ? t(s, 'change.booking', { day, vehicle }) : t(s, 'change.booking-unnamed', { day })
}

/**
 * The difference of a change in words, hours and money ("20 h de plus, 86,00 $ de plus"): said
 * before any button when an end moves by more than 4 hours or the rental is in progress (rule 11).
 */
function difference(s: TurnSentence, b: MemberBooking, start: number, end: number): string {
  const before = Date.parse(b.end) - Date.parse(b.start)
  const after = end - start
  const endMoved = Math.abs(end - Date.parse(b.end))
  if (endMoved <= 4 * HOUR && b.status !== 'in_progress' && Math.abs(after - before) <= 4 * HOUR) return ''
  const delta = after - before
  const parts: string[] = []
  if (delta !== 0) parts.push(t(s, delta > 0 ? 'change.difference-more' : 'change.difference-less', { length: formatDuration(Math.abs(delta), s.env.lang) }))
  const old = priceOf(before, b)
  const now = priceOf(after, b)
  if (old !== null && now !== null && Math.round((now - old) * 100) !== 0) {
    const amount = formatAmount({ value_cents: Math.round(Math.abs(now - old) * 100), iso_code: s.env.search.currency }, s.env.lang)
    parts.push(t(s, now > old ? 'change.money-more' : 'change.money-less', { amount }))
  }
  return parts.length > 0 ? ` ${parts.join(', ')}.` : ''
}

function target(s: TurnSentence, b: MemberBooking) {
  return { rentalId: null, which: b.status === 'in_progress' ? ('current' as const) : null, date: b.status === 'in_progress' ? null : dayIn(b.start, s.env.tenant.timezone) }
}

function outcome(
  s: TurnSentence,
  b: MemberBooking,
  text: string,
  card: Record<string, unknown>,
  fact: NonNullable<TurnFacts['booking']>,
  lastSaid: 'start' | 'end',
): DialogOutcome {
  const tgt = target(s, b)
  return {
    intent: 'modify_booking',
    lang: s.env.lang,
    reply: { text: `${text} ${t(s, 'change.nothing-yet')}`, cards: [{ kind: 'bookings-modify', props: { ...tgt, extendBy: null, sentence: null, ...card } }], quickReplies: [] },
    state: {
      context: { intent: 'modify_booking', slots: { which: tgt.which, date: tgt.date, startDate: fact.startDate, endDate: fact.endDate } },
      pending: null,
      after: { selected: s.state.after?.selected ?? null, booking: b.id, lastSaid },
    },
    actions: [],
    facts: { booking: fact },
  }
}

const RETURNS = /\b(return|returning|rendre|rends|ramener|ramene|rapporter|rapporte|retour|drop (it )?off|bring (it )?back)\b/

/** "return it at the airport instead": the return station, not the start. */
function returnStation(s: TurnSentence): DialogOutcome | null {
  if (!RETURNS.test(foldedText(s.text))) return null
  const station = s.env.stations.find((st) => [st.name, ...(st.aliases ?? [])].some((n) => saysName(s.text, n)))
  if (!station) return null
  const b = namedBooking(s, dayNamed(s), false)
  if (!b || b.endStation === station.id) return null
  const from = s.env.stations.find((st) => st.id === b.endStation)?.name ?? '—'
  const text = t(s, 'change.end-station', { booking: bookingWords(s, b), station: station.name, from })
  return outcome(s, b, text, { startDate: null, endDate: null }, { id: b.id, action: 'modify', startDate: null, endDate: null, endStation: String(station.id) }, 'end')
}

/** "prolonge de 30 min", "extend by an hour": the rental in progress (or the one named) ends that much later. */
function extension(s: TurnSentence): DialogOutcome | null {
  const length = saysExtend(s.text) ? lengthOf(s.text) : null
  if (length === null) return null
  const b = namedBooking(s, dayNamed(s))
  if (!b) return null
  const start = Date.parse(b.start)
  const end = Date.parse(b.end) + length
  const zone = s.env.tenant.timezone
  const text =
    t(s, 'change.extend', { booking: bookingWords(s, b), length: formatDuration(length, s.env.lang), end: formatInstant(new Date(end), words(s)) }) + difference(s, b, start, end)
  return outcome(
    s,
    b,
    text,
    { startDate: null, endDate: null, extendBy: Math.round(length / 60_000) },
    { id: b.id, action: 'extend', startDate: null, endDate: isoIn(end, zone), endStation: null },
    'end',
  )
}

/** New times said for a booking: a time (the end when the end is what is said), a day (both moved), a length. */
function newTimes(s: TurnSentence): DialogOutcome | null {
  const zone = s.env.tenant.timezone
  const day = dayNamed(s)
  const clock = clockNamed(s)
  const b = namedBooking(s, day)
  if (!b) return null
  const start = Date.parse(b.start)
  const end = Date.parse(b.end)
  // Rule 18: a change proposed in the turn before, on this booking, is what the driver now adjusts
  // ("finalement je finis à 20h", then "décale le départ à 11h": 11 h to 20 h, not the old end).
  const proposed = proposedTimes(s, b)
  const namesBooking = day !== null && bookingOnDay(b, day, zone)
  // "décale", "move": the booking moves from its start, whatever the previous turn changed.
  const endish = saysEnd(s.text) || (!saysStart(s.text) && !saysShift(s.text) && s.state.after?.lastSaid === 'end' && s.state.after.booking === b.id)
  let newStart = proposed.start
  let newEnd = proposed.end
  if (clock) {
    if (endish) {
      newEnd = at(day && !namesBooking ? day : (day ?? dayIn(proposed.end, zone)), clock, zone)
      if (newEnd <= newStart) newEnd = shiftDays(newEnd, 1, zone)
    } else {
      newStart = at(day ?? dayIn(proposed.start, zone), clock, zone)
      // An end the driver said stays where they said it; otherwise the booking keeps its length.
      newEnd = proposed.endSaid && proposed.end > newStart ? proposed.end : newStart + (proposed.end - proposed.start)
    }
  } else if (day && !namesBooking) {
    const days = dayNumber(day) - dayNumber(dayIn(start, zone))
    newStart = shiftDays(start, days, zone)
    newEnd = shiftDays(end, days, zone)
  } else {
    const length = /\b(pour|pendant|for)\b/.test(foldedText(s.text)) ? lengthOf(s.text) : null
    if (length === null) return null
    newEnd = start + length
  }
  // A length under the tenant's minimum is offered at the minimum from the start kept, as a search is.
  const minimum = minimumLengthMs(s.env.search.minimumReservationDuration)
  const short = newEnd > newStart && newEnd - newStart < minimum ? newEnd - newStart : null
  if (short !== null) newEnd = newStart + minimum
  if (newStart === start && newEnd === end) return null
  const shortNote =
    short === null ? '' : s.env.translate(s.env.lang, 'search:chat.minimum-length', { minimum: formatDuration(minimum, s.env.lang), said: formatDuration(short, s.env.lang) }) + ' '
  const text =
    shortNote + t(s, 'change.modify', { booking: bookingWords(s, b), when: formatRange(new Date(newStart), new Date(newEnd), words(s)) }) + difference(s, b, newStart, newEnd)
  const startDate = newStart === start ? null : isoIn(newStart, zone)
  const endDate = newEnd === end ? null : isoIn(newEnd, zone)
  return outcome(
    s,
    b,
    text,
    { startDate: isoIn(newStart, zone), endDate: isoIn(newEnd, zone) },
    { id: b.id, action: 'modify', startDate, endDate, endStation: null },
    endish ? 'end' : 'start',
  )
}

/** The times the previous turn proposed for this booking (its modify card), else the booking's own. */
function proposedTimes(s: TurnSentence, b: MemberBooking): { start: number; end: number; endSaid: boolean } {
  const own = { start: Date.parse(b.start), end: Date.parse(b.end), endSaid: false }
  const context = s.state.context
  if (s.state.after?.booking !== b.id || context?.intent !== 'modify_booking') return own
  const { startDate, endDate } = context.slots
  return {
    start: typeof startDate === 'string' ? Date.parse(startDate) : own.start,
    end: typeof endDate === 'string' ? Date.parse(endDate) : own.end,
    endSaid: typeof endDate === 'string',
  }
}

const saysShift = (text: string) => /\b(decale[rs]?|decalez|repousse[rs]?|avance[rs]?|move|push|shift|postpone)\b/.test(foldedText(text))

const saysStart = (text: string) => /\b(commence|debut|depart|pars|start|begin|pick (it )?up|from)\b/.test(foldedText(text))

const hasBookings = (s: TurnSentence) => s.env.session.authenticated && (s.env.bookings ?? []).some((b) => b.status !== 'closed')

/**
 * Rule 11: a sentence changing a booking acts on the booking it names. "finalement", "actually",
 * "change it to" with a time, a day, a length or a return station modify that booking once one is
 * known in the conversation (or when no search is going on); they never start a search. Nothing is
 * applied: the modify card shows the change and waits for its button.
 */
export function changeBooking(s: TurnSentence): DialogOutcome | null {
  if (!hasBookings(s)) return null
  const searching = s.state.context !== null && SEARCHES.has(s.state.context.intent) && !s.state.after?.booking
  const extend = extension(s)
  if (extend && (!searching || saysChange(s.text) || /\b(prolong|extend|rallong)/.test(foldedText(s.text)))) return extend
  // "extend until 6pm", "prolonge jusqu'à 18h": the end moves to that time, as any change of the end.
  if (!extend && /\b(prolong|extend|rallong)/.test(foldedText(s.text)) && clockNamed(s)) {
    const moved = newTimes(s)
    if (moved) return moved
  }
  if (searching && !saysChange(s.text)) return null
  // A search going on: only a sentence naming a booking's day changes that booking.
  if (searching && !dayNamesBooking(s)) return null
  // "push Saturday's start to 11am", "décale mardi à 10h": a shift of the booking whose day is named.
  const shifts = saysShift(s.text) && dayNamesBooking(s)
  if (s.own.intent === 'modify_booking' || saysChange(s.text) || shifts || RETURNS.test(foldedText(s.text))) {
    const changed = returnStation(s) ?? (s.own.intent === 'modify_booking' || saysChange(s.text) || shifts ? newTimes(s) : null)
    if (changed) return changed
  }
  return newEndOfBookedDay(s)
}

/**
 * "je termine à 20h mardi", "I'll finish at 8pm on Tuesday" with a booking on Tuesday and no
 * search going on: the end of that booking, not a search for a car from 8 p.m. A sentence that
 * asks for a vehicle or names a station is a search.
 */
function newEndOfBookedDay(s: TurnSentence): DialogOutcome | null {
  // The start said the same way ("I'll start at 8 on Tuesday", "je commence à 8h mardi") moves that booking's start.
  if (!(saysEnd(s.text) || saysStart(s.text)) || !dayNamesBooking(s) || clockNamed(s) === null) return null
  if (saysVehicle(s.text) && !RETURNS_THE_CAR.test(foldedText(s.text))) return null
  if (filled(s.own.slots.startStation) || filled(s.own.slots.address) || filled(s.own.slots.endStation)) return null
  return newTimes(s)
}

/** "je rends la voiture", "bring the car back": the booked car, not a search for one. */
const RETURNS_THE_CAR = /\b(rends|rendre|ramene|ramener|rapporte|rapporter|return|bring|drop)\s+(la|le|l|ma|mon|the|my)\s*(voiture|auto|vehicule|car|vehicle)\b/

function dayNamesBooking(s: TurnSentence): boolean {
  const day = dayNamed(s)
  const zone = s.env.tenant.timezone
  return day !== null && (s.env.bookings ?? []).some((b) => b.status !== 'closed' && dayIn(b.start, zone) === day)
}
