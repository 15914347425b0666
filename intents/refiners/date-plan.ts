import { BOOKING_DAY_LINKS } from '../lexicon/function-words'
import { readAmount } from '../matchers/relative-time'
import { isPunct, phraseEndingAt, type Amount, type DateAtom, type DaySpec, type Entity, type EntityOf, type PartName, type Sentence, type TimeSpec } from '../matchers/types'

/** A point in time as said: a day, a clock time or part of the day, now, or an offset from now. */
export interface Moment {
  day: DaySpec | null
  time: TimeSpec | null
  part: PartName | null
  now: boolean
  offset: Amount | null
  /** Opened by "de", "from", "entre": a range follows. */
  ranged: boolean
  start: number
  end: number
}

/** What the sentence says about time, before the clock is read. */
export interface DatePlan {
  start: Moment | null
  end: Moment | null
  duration: Amount | null
  forDay: boolean
  weekend: boolean
  /** "this week", "cette semaine": a span only a carpool search reads (resolveWeekSpan). */
  thisWeek: boolean
  /** The day of the booking the sentence is about ("ma réservation de vendredi"). */
  bookingDay: DaySpec | null
  /** Tokens covered by dates, for the trace. */
  atoms: number
}

type Lead = 'until' | 'between' | 'from' | 'to' | 'and' | null
const LEADS: readonly Exclude<Lead, null>[] = ['until', 'between', 'from', 'to', 'and']
const TODAY_PARTS = new Set<PartName>(['tonight', 'this_morning', 'this_noon', 'this_afternoon'])

type DateEntity = EntityOf<'date'>

/** The best connector ending at `pos` and starting at or after `floor`, and where an article ending there starts. */
function connectorsEndingAt(s: Sentence, pos: number, floor: number): { lead: Lead; article: number } {
  let lead: Lead = null
  let article = -1
  for (let k = Math.max(floor, pos - 5); k < pos; k++) {
    for (const e of s.hits[k] ?? []) {
      if (k + e.len !== pos) continue
      if (e.group === 'approx') article = Math.max(article, k)
      if (e.group !== 'conn') continue
      if (e.key === 'the') article = Math.max(article, k)
      const rank = LEADS.indexOf(e.key as Exclude<Lead, null>)
      if (rank >= 0 && (lead === null || rank < LEADS.indexOf(lead))) lead = LEADS[rank]
    }
  }
  return { lead, article }
}

/** The connector that opens an atom ("jusqu'à", "de", "to"), looking back over articles and commas. */
function leadOf(s: Sentence, at: number, floor: number, gluedToPrevious: boolean): Lead {
  if (gluedToPrevious && s.tokens[at]?.gap === '-') return 'to'
  let pos = at
  for (let step = 0; step < 3 && pos > floor; step++) {
    const { lead, article } = connectorsEndingAt(s, pos, floor)
    if (lead) return lead
    if (article >= 0) pos = article
    else if (isPunct(s.tokens[pos - 1], ',')) pos--
    else break
  }
  return null
}

function emptyMoment(start: number, end: number): Moment {
  return { day: null, time: null, part: null, now: false, offset: null, ranged: false, start, end }
}

function canAbsorb(m: Moment, a: DateAtom): boolean {
  if (m.now || m.offset) return false
  switch (a.kind) {
    case 'day':
      return m.day === null
    case 'time':
      return m.time === null
    case 'part':
      return m.part === null
    default:
      return false
  }
}

function absorb(m: Moment, a: DateAtom, e: DateEntity): void {
  if (a.kind === 'day') m.day = a.day
  else if (a.kind === 'time') m.time = a.time
  else if (a.kind === 'part') m.part = a.part
  else if (a.kind === 'now') m.now = true
  else if (a.kind === 'in') m.offset = a.amount
  m.start = Math.min(m.start, e.start)
  m.end = Math.max(m.end, e.end)
}

function momentOf(a: DateAtom, e: DateEntity): Moment {
  const m = emptyMoment(e.start, e.end)
  absorb(m, a, e)
  return m
}

function dayOfAtom(a: DateAtom): DaySpec | null {
  if (a.kind === 'day') return a.day
  // "move my booking from the 3rd to the 5th": the booking's day is where the range starts.
  if (a.kind === 'day_range') return a.from
  if (a.kind === 'part' && TODAY_PARTS.has(a.part)) return { kind: 'relative', days: 0 }
  if (a.kind === 'now' || a.kind === 'in') return { kind: 'relative', days: 0 }
  return null
}

/** "du 3 au 5": the first day starts, the second ends; a time said after the range is the end's ("du 3 au 5 à 18h"). */
function placeRange(plan: DatePlan, a: Extract<DateAtom, { kind: 'day_range' }>, e: DateEntity): Moment | null {
  const from: DateAtom = { kind: 'day', day: a.from }
  const to: DateAtom = { kind: 'day', day: a.to }
  if (!plan.start) plan.start = momentOf(from, e)
  else if (canAbsorb(plan.start, from)) absorb(plan.start, from, e)
  else return null
  plan.start.ranged = true
  if (!plan.end) plan.end = momentOf(to, e)
  else if (canAbsorb(plan.end, to)) absorb(plan.end, to, e)
  return plan.end
}

/** What a range of days leaves once its first day is the booking's: its second day, the new one. */
function rangeRest(d: DateEntity): DateEntity[] {
  return d.atom.kind === 'day_range' ? [{ ...d, atom: { kind: 'day', day: d.atom.to } }] : []
}

/** The day atom that qualifies a booking: right before its noun ("my Friday booking") or right after ("ma réservation du 3"). */
function bookingDayAtom(s: Sentence, dates: readonly DateEntity[], nouns: readonly Entity[]): DateEntity | null {
  for (const noun of nouns) {
    for (const d of dates) {
      if (dayOfAtom(d.atom) === null) continue
      let before = d.end === noun.start
      if (!before && d.end < noun.start && noun.start - d.end <= 2) {
        before = s.tokens.slice(d.end, noun.start).every((t) => t.norm === 's' || t.norm === "'")
      }
      if (before) return d
      if (d.start >= noun.end && d.start - noun.end <= 4) {
        const between = s.tokens.slice(noun.end, d.start)
        if (between.every((t) => BOOKING_DAY_LINKS.has(t.norm))) return d
      }
    }
  }
  return null
}

const minutesOf = (t: TimeSpec) => t.h * 60 + t.m

/**
 * A clock time said right after the start's, with no word before it ("vendredi 10h gare centrale 2h",
 * "demain 9h 11h"): a duration when it is a number of hours (2h, 1h30, 2 heures) of at most 12
 * without am/pm that would not come after the start as a clock ("10h ... 2h" is two hours, as "pour 2h"
 * would be); otherwise the end ("9h 11h", "10pm 2am"). Null when the time is not such a second time.
 */
function secondTime(s: Sentence, plan: DatePlan, dates: readonly DateEntity[], e: DateEntity): { end: true } | { duration: Amount } | null {
  const start = plan.start
  if (e.atom.kind !== 'time' || !start?.time || start.part !== null || start.time.loose || plan.end || plan.duration) return null
  // Nothing in between said another time or day, and no connector ("à", "pour", "vers") opens this one.
  if (dates.some((d) => d.start >= start.end && d.end <= e.start)) return null
  if (phraseEndingAt(s, e.start, 'conn')) return null
  const t = e.atom.time
  const amount = readAmount(s, e.start)
  const hours = amount !== null && amount.end === e.end && amount.amount.unit === 'minute'
  if (hours && !t.meridiem && !t.nextDay && t.h <= 12 && minutesOf(t) <= minutesOf(start.time)) return { duration: amount.amount }
  return { end: true }
}

/**
 * A length said right after the start without "for"/"pour" ("tomorrow 10am 2 hours", "demain 10h 2
 * jours") is a duration: no word, date or other slot in between, nothing else reading those words,
 * and the start is the last date said. An amount that is itself a clock time ("demain 9h 3h") is
 * read by `secondTime` instead.
 */
function bareLength(s: Sentence, plan: DatePlan, entities: readonly Entity[]): Amount | null {
  const start = plan.start
  if (!start || plan.end || plan.duration || plan.weekend || plan.forDay || start.ranged || start.now || start.offset) return null
  if (!start.time && !start.day) return null
  const amount = readAmount(s, start.end)
  if (!amount || amount.bareH !== null) return null
  if (entities.some((e) => e.end > start.end && e.start < amount.end)) return null
  return amount.amount
}

export interface PlanOptions {
  /** Read the day of a booking (show, modify, cancel). */
  bookingDay: boolean
  /** Any day in the sentence is the booking's (show, cancel): they have no times of their own. */
  anyDayIsBooking: boolean
  /** The sentence extends a booking or names its end: a lone new time is its end ("extend my rental to Sunday", "repousse la fin de ma location à 18h"). */
  extends?: boolean
}

/** Groups date atoms into a start, an end, a duration, "for the day", the weekend, this week and a booking's day. */
export function planDates(s: Sentence, entities: readonly Entity[], options: PlanOptions): DatePlan {
  const dates = entities.filter((e): e is DateEntity => e.type === 'date')
  const plan: DatePlan = { start: null, end: null, duration: null, forDay: false, weekend: false, thisWeek: false, bookingDay: null, atoms: dates.length }
  let remaining = dates
  if (options.bookingDay) {
    const nouns = entities.filter((e) => e.type === 'cue' && (e.cue === 'booking' || e.cue === 'bookings'))
    let chosen = bookingDayAtom(s, dates, nouns)
    if (!chosen && options.anyDayIsBooking) chosen = dates.find((d) => dayOfAtom(d.atom) !== null) ?? null
    if (chosen) {
      plan.bookingDay = dayOfAtom(chosen.atom)
      remaining = dates.flatMap((d) => (d !== chosen ? [d] : rangeRest(d)))
    }
  }

  let current: Moment | null = null
  let floor = 0
  for (const e of remaining) {
    const a = e.atom
    const lead = leadOf(s, e.start, floor, floor > 0 && floor === e.start)
    floor = e.end
    if (a.kind === 'for') {
      plan.duration ??= a.amount
      continue
    }
    if (a.kind === 'for_day') {
      plan.forDay = true
      continue
    }
    if (a.kind === 'weekend') {
      plan.weekend = true
      continue
    }
    if (a.kind === 'this_week') {
      plan.thisWeek = true
      continue
    }
    if (a.kind === 'day_range') {
      current = placeRange(plan, a, e) ?? current
      continue
    }
    if (lead === 'until') {
      if (plan.end && canAbsorb(plan.end, a)) absorb(plan.end, a, e)
      else plan.end = momentOf(a, e)
      current = plan.end
      continue
    }
    const near = current !== null && e.start - current.end <= 2
    if ((lead === 'to' || lead === 'and') && current !== null && current === plan.start && near && plan.end === null) {
      // "10am to EOD": a part of the day after a start's clock time is the end's.
      if (current.ranged || !canAbsorb(current, a) || (a.kind === 'part' && current.time !== null)) {
        plan.end = momentOf(a, e)
        current = plan.end
      } else absorb(current, a, e)
      continue
    }
    const ranged = lead === 'from' || lead === 'between'
    // "de 9h à 17h demain": a day after a range of times is the start's day, and so the end's.
    const dayAfterRange = a.kind === 'day' && current !== null && current === plan.end && plan.start !== null && plan.start.day === null && current.day === null
    if (dayAfterRange && plan.start) {
      absorb(plan.start, a, e)
    } else if (current && near && canAbsorb(current, a)) {
      absorb(current, a, e)
      if (ranged && current === plan.start) current.ranged = true
    } else if (plan.start && canAbsorb(plan.start, a)) {
      absorb(plan.start, a, e)
      if (ranged) plan.start.ranged = true
      current = plan.start
    } else if (!plan.start) {
      plan.start = momentOf(a, e)
      plan.start.ranged = ranged
      current = plan.start
    } else {
      const second = secondTime(s, plan, remaining, e)
      if (second && 'duration' in second) plan.duration = second.duration
      else if (second) {
        plan.end = momentOf(a, e)
        current = plan.end
      }
    }
  }
  const length = bareLength(s, plan, entities)
  if (length) plan.duration = length
  if (options.extends && plan.start && !plan.end && !plan.duration && !plan.start.ranged) {
    plan.end = plan.start
    plan.start = null
  }
  return plan
}

/** True when a moment only gives a clock time or a part of the day ("plutôt 10h", "make it 7am"). */
export function isClockOnly(m: Moment): boolean {
  return m.day === null && !m.now && m.offset === null && (m.time !== null || (m.part !== null && !TODAY_PARTS.has(m.part)))
}

/** True when a moment only gives a day ("plutôt demain"). */
export function isDayOnly(m: Moment): boolean {
  return m.day !== null && m.time === null && m.part === null
}

export { TODAY_PARTS }
