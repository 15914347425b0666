import type { IntentName, OptionId, SeatsCount } from '../types'
import { formatInstant, formatYmd } from '../dates/time-zone'
import { resolveDay, resolvePlan, resolveWeekSpan } from '../dates/resolve-dates'
import type { Entity, EntityOf } from '../matchers/types'
import { readAmount } from '../matchers/relative-time'
import { unwantedOf } from './negation'
import { afterSearchReaders } from './after-search-slots'
import type { Reading } from './reading'
import { readMakeModel } from '../classify/after-search'
import { alsoTaken, findAddress, roleOf, writtenStation } from '../refiners/places'

type Said = Record<string, unknown>

const KM_PER_MILE = 1.609344
const SEATS: readonly SeatsCount[] = [2, 4, 7]

function ofType<T extends Entity['type']>(entities: readonly Entity[], type: T): EntityOf<T>[] {
  return entities.filter((e): e is EntityOf<T> => e.type === type)
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)]
}

function dates(r: Reading, said: Said, weekSpan = false): void {
  if (!r.cw) return
  const planned = resolvePlan(r.plan, r.cw, r.base)
  const { start, end } = weekSpan ? resolveWeekSpan(r.plan, r.cw, planned) : planned
  if (start !== null) said.startDate = formatInstant(start, r.cw.tz)
  if (end !== null) said.endDate = formatInstant(end, r.cw.tz)
}

function bookingDay(r: Reading, said: Said): void {
  if (!r.cw || !r.plan.bookingDay) return
  const day = resolveDay(r.plan.bookingDay, r.cw.today)
  if (day) said.date = formatYmd(day)
}

function which(r: Reading, said: Said): void {
  if (r.cues.has('ongoing')) said.which = 'current'
  else if (r.cues.has('past')) said.which = 'last'
  else if (r.cues.has('upcoming')) said.which = 'next'
}

function seatsFor(people: number): SeatsCount {
  return SEATS.find((n) => n >= people) ?? 7
}

function distanceIn(unit: 'km' | 'mi', d: EntityOf<'distance'>): number {
  if (d.unit === unit) return Math.round(d.value)
  return Math.round(unit === 'km' ? d.value * KM_PER_MILE : d.value / KM_PER_MILE)
}

function stationsByRole(r: Reading) {
  return ofType(r.entities, 'station').map((st) => ({ st, role: roleOf(r.s, st.start) }))
}

function searchSlots(r: Reading): Said {
  const said: Said = {}
  const named = stationsByRole(r)
  // On a one-way tenant, a station said only as where to go, after a search that starts elsewhere
  // ("pour aller à l'aéroport", "to the airport"), is where the car is returned: the start stays.
  const onward =
    r.catalog.oneWay && r.previousStart && named.length > 0 && named.every((x) => x.role === 'dest' || x.role === 'to') ? named.find((x) => x.st.id !== r.previousStart) : undefined
  if (onward) said.endStation = onward.st.id
  const stations = onward ? [] : named
  // A station the car is returned to is never the start, even when it is the only one said.
  const returned = stations.find((x) => x.role === 'return')
  const starts = stations.filter((x) => x.role !== 'return')
  const start = starts.find((x) => x.role === 'origin') ?? starts.find((x) => x.role !== 'dest') ?? starts[0]
  if (start) said.startStation = start.st.id
  const end =
    (returned && returned.st.id !== start?.st.id ? returned : undefined) ??
    stations.find((x) => x !== start && x.st.id !== start?.st.id && (x.role === 'dest' || x.role === 'to' || x.st.start > (start?.st.start ?? 0)))
  if (end && r.catalog.oneWay) said.endStation = end.st.id
  const destination = r.destination
  if (destination) said.destination = destination.text
  if (r.catalog.addressEngine) {
    // The address is looked for outside the destination, which may come first and open with a station word too.
    const address = findAddress(r.s, alsoTaken(r.taken, destination))
    if (address) said.address = address
  }
  dates(r, said)
  // What is said with a negation ("sans GPS", "pas de SUV", "not manual") is not asked for.
  const unwanted = unwantedOf(r.s, r.entities)
  const categories = unique(ofType(r.entities, 'category').map((c) => c.id)).filter((id) => !unwanted.categories.includes(id))
  if (categories.length) said.categories = categories
  const wanted = unique(ofType(r.entities, 'option').map((o) => o.id as OptionId)).filter((id) => !unwanted.options.includes(id))
  if (wanted.length) said.options = wanted
  const gears = ofType(r.entities, 'gears').find((g) => !unwanted.gearsType.includes(g.value))
  if (gears) said.gearsType = gears.value
  const seats = ofType(r.entities, 'seats')[0]
  if (seats) said.seatsCount = seatsFor(seats.people)
  const label = ofType(r.entities, 'label')[0]
  if (label) said.rentalLabel = label.id
  const distance = ofType(r.entities, 'distance')[0]
  if (distance) said.estimatedDistance = distanceIn(r.catalog.distanceUnit, distance)
  const code = ofType(r.entities, 'discount')[0]
  if (code) said.discountCode = code.code
  if (r.cues.has('carpool')) said.carpooling = true
  if (r.cues.has('cheapest')) said.sort = 'price'
  return said
}

/** The weekday of the booking to make again ("samedi dernier", "last Tuesday"), or the usual one. */
function rebookSlots(r: Reading): Said {
  const said: Said = {}
  if (r.cues.has('usual')) said.usual = true
  for (const e of ofType(r.entities, 'date')) {
    if (e.atom.kind === 'day' && e.atom.day.kind === 'weekday') {
      said.weekday = e.atom.day.weekday
      break
    }
  }
  return said
}

function incidentSlots(r: Reading): Said {
  if (r.cues.has('theft')) return { kind: 'theft' }
  if (r.cues.has('accident')) return { kind: 'accident' }
  if (r.cues.has('breakdown') || r.cues.has('battery')) return { kind: 'breakdown' }
  return {}
}

/** How late: the first length of time said ("de 30 minutes", "an hour late", "une demi-heure de retard"). */
function lateSlots(r: Reading): Said {
  for (let i = 0; i < r.s.tokens.length; i++) {
    const amount = readAmount(r.s, i)
    if (amount && amount.amount.unit === 'minute') return { minutes: Math.round(amount.amount.n) }
  }
  return {}
}

function carpoolSlots(r: Reading): Said {
  const said: Said = {}
  const stations = stationsByRole(r)
  const start = stations.find((x) => x.role === 'origin' || x.role === 'none')
  if (start) said.startStation = start.st.id
  // The passenger's destination is what they wrote, even when it is a station.
  const destStation = stations.find((x) => x.role === 'dest' || x.role === 'to')
  const place = r.destination
  if (place && (!destStation || place.start < destStation.st.start)) said.destination = place.text
  else if (destStation) said.destination = writtenStation(r.s, r.taken, destStation.st)
  dates(r, said, true)
  return said
}

function listSlots(r: Reading): Said {
  const c = r.cues
  if (c.has('carpool') || c.has('carpools')) return { scope: 'carpoolings' }
  if (c.has('history') || c.has('past')) return { scope: 'history' }
  if (c.has('ongoing')) return { scope: 'in_progress' }
  if (c.has('upcoming')) return { scope: 'upcoming' }
  return {}
}

function showSlots(r: Reading): Said {
  const said: Said = {}
  which(r, said)
  bookingDay(r, said)
  return said
}

function modifySlots(r: Reading): Said {
  const said = showSlots(r)
  dates(r, said)
  return said
}

function geoSlots(r: Reading): Said {
  if (r.cues.has('off') || (r.cues.has('negation') && r.cues.has('on'))) return { enabled: false }
  if (r.cues.has('on')) return { enabled: true }
  return {}
}

/** "ne m'envoie plus", "je ne veux pas", "no more", "don't": a reminder turned off, the words apart. */
const NEGATED_FR = new Set(['plus', 'pas', 'jamais'])
const NEGATED_EN = new Set(['don', 'dont', 'no', 'never', 'not'])

function reminderSlots(r: Reading): Said {
  const has = (cue: string) => r.cues.has(cue)
  const words = r.s.tokens.map((t) => t.norm)
  const frNegation = words.some((w) => w === 'ne' || w === 'n') && words.some((w) => NEGATED_FR.has(w))
  const channel = has('by_sms') || has('sms') ? 'sms' : has('by_email') ? 'email' : null
  const stop = has('off') || has('negation') || has('no') || has('stop_sending') || frNegation || words.some((w) => NEGATED_EN.has(w))
  // One moment named: before the start or before the end ("ne me rappelle pas la fin", "before the end only").
  const timing = has('before_start') === has('before_end') ? null : has('before_start') ? 'start' : 'end'
  if (timing !== null) return channel === null ? { timing, ...(stop ? { stop: true } : {}) } : { channel, timing, ...(stop ? { stop: true } : {}) }
  if (channel === null) return stop ? { channel: 'none' } : {}
  return stop ? { channel, stop: true } : { channel }
}

function paymentSlots(r: Reading): Said {
  if (r.cues.has('add')) return { action: 'add' }
  if (r.cues.has('show') || r.cues.has('my_pl')) return { action: 'list' }
  return {}
}

function helpSlots(r: Reading): Said {
  const c = r.cues
  if (c.has('faq')) return { topic: 'faq' }
  if (c.has('privacy')) return { topic: 'privacy' }
  if (c.has('terms')) return { topic: 'terms' }
  if (c.has('contact')) return { topic: 'contact' }
  return {}
}

/**
 * The day of a past trip (a receipt's): a weekday alone is the last one ("le reçu de mardi"), a date
 * without its year or month the last one on or before today ("le 9 novembre", "le 9").
 */
function pastDay(r: Reading, said: Said): void {
  const spec = r.plan.bookingDay
  if (!r.cw || !spec) return
  const today = r.cw.today
  let day = spec.kind === 'weekday' && spec.mod === null && !spec.plus && !spec.week ? resolveDay({ ...spec, mod: 'last' }, today) : resolveDay(spec, today)
  if (day && spec.kind === 'date' && formatYmd(day) > formatYmd(today)) {
    day = spec.month === null ? { ...day, y: day.m === 1 ? day.y - 1 : day.y, m: day.m === 1 ? 12 : day.m - 1 } : { ...day, y: day.y - 1 }
  }
  if (day) said.date = formatYmd(day)
}

/** Words that ask for a receipt to be sent, in either language ("envoie-moi", "par courriel", "email it"). */
const SEND_WORDS = new Set(['envoie', 'envoies', 'envoyer', 'envoyez', 'renvoie', 'renvoyer', 'courriel', 'mail', 'email', 'send', 'resend', 'forward', 'emailed', 'mailed'])

function invoiceSlots(r: Reading): Said {
  const said: Said = {}
  if (r.s.tokens.some((t) => SEND_WORDS.has(t.norm))) said.send = true
  pastDay(r, said)
  const { make, model } = readMakeModel(r.s, r.entities, false)
  if (make) said.make = make
  if (make && model) said.model = model
  return said
}

function languageSlots(r: Reading): Said {
  const named = r.entities.filter((e) => e.type === 'cue' && (e.cue === 'french' || e.cue === 'english'))
  const last = named[named.length - 1]
  if (!last || last.type !== 'cue') return {}
  return { lang: last.cue === 'french' ? 'fr' : 'en' }
}

const READERS: Partial<Record<IntentName, (r: Reading) => Said>> = {
  search_vehicles: searchSlots,
  create_alert: searchSlots,
  rebook: rebookSlots,
  join_carpool: carpoolSlots,
  list_bookings: listSlots,
  show_booking: (r) => {
    const said = showSlots(r)
    // Where the car is, with no booking named otherwise: the one under way (the chat falls back to the next).
    if (r.cues.has('where_car') && said.which === undefined && said.date === undefined) said.which = 'current'
    return said
  },
  modify_booking: modifySlots,
  cancel_booking: showSlots,
  set_geotracking: geoSlots,
  set_reminders: reminderSlots,
  payment_methods: paymentSlots,
  help: helpSlots,
  set_language: languageSlots,
  invoices: invoiceSlots,
  report_incident: incidentSlots,
  running_late: lateSlots,
  ...afterSearchReaders({
    carpool: carpoolSlots,
    dates: (r) => {
      const said: Said = {}
      dates(r, said)
      return said
    },
  }),
}

/** The slots a sentence names for an intent; slots it does not name are left out. */
export function readSlots(intent: IntentName, r: Reading): Said {
  return READERS[intent]?.(r) ?? {}
}
