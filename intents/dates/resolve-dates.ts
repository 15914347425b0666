import type { DaySpec, PartName, TimeSpec } from '../matchers/types'
import { TODAY_PARTS, isClockOnly, isDayOnly, type DatePlan, type Moment } from '../refiners/date-plan'
import { monthPartDay } from './month-part'
import { addDays, addMonths, compareYmd, daysInMonth, instantOf, roundUpToQuarter, wallOf, weekdayOf, type Ymd } from './time-zone'

/** The reading of a moment's clock: hour, minute, and whether it is midnight (the next day). */
interface Clock {
  h: number
  m: number
  nextDay: boolean
}

// CONTRACT.md, Dates: morning 09:00, afternoon 14:00, evening 18:00, tonight 19:00.
const PART_CLOCK: Readonly<Record<PartName, number>> = {
  morning: 9,
  this_morning: 9,
  this_noon: 12,
  afternoon: 14,
  this_afternoon: 14,
  evening: 18,
  tonight: 19,
}
const PM_PARTS = new Set<PartName>(['afternoon', 'this_afternoon', 'evening', 'tonight'])
const DAY_START = 9
const DAY_END = 18
const MINUTE = 60_000

export interface Clockwork {
  now: number
  tz: string
  today: Ymd
}

export function clockwork(now: number, tz: string): Clockwork {
  return { now, tz, today: wallOf(now, tz) }
}

function clockOf(m: Moment): Clock | null {
  if (m.time) return clockOfTime(m.time, m.part)
  if (m.part) return { h: PART_CLOCK[m.part], m: 0, nextDay: false }
  return null
}

function clockOfTime(t: TimeSpec, part: PartName | null): Clock {
  // "ce soir à 8h", "this afternoon at 3": the part of the day says which half.
  const pm = part !== null && PM_PARTS.has(part) && !t.meridiem && t.h >= 1 && t.h < 12
  return { h: pm ? t.h + 12 : t.h, m: t.m, nextDay: t.nextDay }
}

function at(day: Ymd, clock: Clock, tz: string): number {
  return instantOf(clock.nextDay ? addDays(day, 1) : day, clock.h, clock.m, tz)
}

function nextDayOfMonth(today: Ymd, day: number): Ymd | null {
  for (let k = 0; k < 13; k++) {
    const index = today.y * 12 + today.m - 1 + k
    const y = Math.floor(index / 12)
    const m = (index % 12) + 1
    if (day <= daysInMonth(y, m) && (k > 0 || day >= today.d)) return { y, m, d: day }
  }
  return null
}

/** The calendar day a spoken day means, from today (CONTRACT.md, Dates). */
export function resolveDay(spec: DaySpec, today: Ymd): Ymd | null {
  switch (spec.kind) {
    case 'relative':
      return addDays(today, spec.days)
    case 'months':
      return addMonths(today, spec.months)
    case 'next_week': {
      const wd = weekdayOf(today)
      return addDays(today, (1 - wd + 7) % 7 || 7)
    }
    case 'next_month': {
      const next = addMonths({ ...today, d: 1 }, 1)
      return { y: next.y, m: next.m, d: 1 }
    }
    case 'weekday': {
      const wd = weekdayOf(today)
      if (spec.mod === 'last') return addDays(today, -((wd - spec.weekday + 7) % 7 || 7))
      if (spec.week === 'next') return addDays(today, ((1 - wd + 7) % 7 || 7) + ((spec.weekday + 6) % 7) + (spec.plus ?? 0))
      // The next occurrence after today; said on that weekday, a week later.
      return addDays(today, ((spec.weekday - wd + 7) % 7 || 7) + (spec.plus ?? 0))
    }
    case 'date': {
      if (spec.month === null) return nextDayOfMonth(today, spec.day)
      if (spec.year !== null) return spec.day <= daysInMonth(spec.year, spec.month) ? { y: spec.year, m: spec.month, d: spec.day } : null
      for (let y = today.y; y <= today.y + 4; y++) {
        const candidate = { y, m: spec.month, d: spec.day }
        if (spec.day <= daysInMonth(y, spec.month) && compareYmd(candidate, today) >= 0) return candidate
      }
      return null
    }
    case 'month_part':
      return monthPartDay(spec.part, spec.month, spec.year, today)
    case 'month_day': {
      const month = addMonths({ ...today, d: 1 }, spec.monthsAhead)
      return spec.day <= daysInMonth(month.y, month.m) ? { y: month.y, m: month.m, d: spec.day } : null
    }
    case 'nth_weekday': {
      // A month named is its next occurrence whose day is not past; otherwise the month so many ahead.
      for (let k = 0; k <= 12; k++) {
        const month = addMonths({ ...today, d: 1 }, spec.month === null ? spec.monthsAhead : k)
        if (spec.month !== null && month.m !== spec.month) continue
        const day = nthWeekdayOf(month.y, month.m, spec.weekday, spec.n)
        if (day && (spec.month === null || compareYmd(day, today) >= 0)) return day
        if (spec.month === null) return null
      }
      return null
    }
  }
}

/** The n-th (or, for -1, the last) given weekday of a month. */
function nthWeekdayOf(y: number, m: number, weekday: number, n: number): Ymd | null {
  const last = daysInMonth(y, m)
  if (n === -1) {
    const lastWd = weekdayOf({ y, m, d: last })
    return { y, m, d: last - ((lastWd - weekday + 7) % 7) }
  }
  const firstWd = weekdayOf({ y, m, d: 1 })
  const d = 1 + ((weekday - firstWd + 7) % 7) + 7 * (n - 1)
  return d <= last ? { y, m, d } : null
}

/**
 * "dans 3 jours", "in 2 weeks", "in a month": like "in 2 hours", now plus that, so now's wall-clock
 * time is kept (across a daylight-saving change too) when the sentence gives no time.
 */
function nowClockIfCounted(day: DaySpec, now: number, tz: string): Clock | null {
  if (!(day.kind === 'months' || (day.kind === 'relative' && day.fromNow))) return null
  const w = wallOf(now, tz)
  return { h: w.h, m: w.min, nextDay: false }
}

/** The start instant, rounded up to the quarter hour; `base` is the start of the previous turn. */
export function resolveStart(m: Moment, cw: Clockwork, base: number | null): number | null {
  const { now, tz, today } = cw
  if (m.now) return roundUpToQuarter(now)
  if (m.offset) return roundUpToQuarter(now + m.offset.n * MINUTE)
  let clock = clockOf(m)
  if (m.day) {
    const day = resolveDay(m.day, today)
    if (!day) return null
    if (!clock && base !== null) {
      // "plutôt demain": that day, at the time already chosen.
      const w = wallOf(base, tz)
      clock = { h: w.h, m: w.min, nextDay: false }
    }
    clock ??= nowClockIfCounted(m.day, now, tz)
    const t = clock ? at(day, clock, tz) : instantOf(day, DAY_START, 0, tz)
    if (compareYmd(day, today) === 0 && t < now) return roundUpToQuarter(now)
    return roundUpToQuarter(t)
  }
  if (!clock) return null
  if (base !== null) return roundUpToQuarter(at(wallOf(base, tz), clock, tz))
  const todayAt = at(today, clock, tz)
  const todayPart = m.part !== null && (TODAY_PARTS.has(m.part) || m.time === null)
  if (todayPart) return roundUpToQuarter(Math.max(todayAt, now))
  if (clock.nextDay) return roundUpToQuarter(todayAt)
  return roundUpToQuarter(todayAt >= now ? todayAt : at(addDays(today, 1), clock, tz))
}

/** The end instant, read against the start: a time on the start's day (the next day if not after it), or a day at 18:00. */
export function resolveEnd(m: Moment, start: number | null, cw: Clockwork): number | null {
  const { now, tz, today } = cw
  if (m.now) return roundUpToQuarter(now)
  if (m.offset) return roundUpToQuarter(now + m.offset.n * MINUTE)
  const clock = clockOf(m)
  if (m.day) {
    // "du 28 décembre au 2", "from the 3rd to the 5th": a date is the first such day from the start's.
    // "le lendemain" as an end is the day after the start's.
    const from = start !== null && (m.day.kind === 'date' || (m.day.kind === 'relative' && m.day.afterStart)) ? wallOf(start, tz) : today
    let day = resolveDay(m.day, from)
    if (!day) return null
    const own = clock ?? nowClockIfCounted(m.day, now, tz)
    let t = own ? at(day, own, tz) : instantOf(day, DAY_END, 0, tz)
    if (start !== null && m.day.kind === 'weekday') {
      for (let k = 0; k < 2 && t <= start; k++) {
        day = addDays(day, 7)
        t = own ? at(day, own, tz) : instantOf(day, DAY_END, 0, tz)
      }
    }
    return roundUpToQuarter(t)
  }
  if (!clock) return null
  const base = start !== null ? wallOf(start, tz) : today
  const limit = start ?? now
  let t = at(base, clock, tz)
  if (start !== null ? t <= limit : t < limit) {
    // "from 9 to 5": an open clock before the start is in the afternoon; a part of the day said with it decides.
    const later = m.time?.loose && m.part === null && clock.h < 12 ? at(base, { ...clock, h: clock.h + 12 }, tz) : null
    t = later !== null && later > limit ? later : at(addDays(base, 1), clock, tz)
  }
  return roundUpToQuarter(t)
}

/** Start plus a duration: hours and minutes are elapsed time, days and months keep the wall clock. */
export function addDuration(start: number, amount: { n: number; unit: 'minute' | 'day' | 'month' }, tz: string): number {
  if (amount.unit === 'minute') return roundUpToQuarter(start + amount.n * MINUTE)
  const w = wallOf(start, tz)
  const whole = Math.floor(amount.n)
  const day = amount.unit === 'day' ? addDays(w, whole) : addMonths(w, whole)
  const t = instantOf(day, w.h, w.min, tz)
  const rest = amount.unit === 'day' ? (amount.n - whole) * 24 * 60 : 0
  return roundUpToQuarter(t + rest * MINUTE)
}

export interface ResolvedDates {
  start: number | null
  end: number | null
}

/** Reads a date plan against the clock; `base` carries the previous turn's start and end. */
export function resolvePlan(plan: DatePlan, cw: Clockwork, base: ResolvedDates = { start: null, end: null }): ResolvedDates {
  const { tz, today } = cw
  let start = plan.start ? resolveStart(openHalf(plan.start, plan.end), cw, base.start !== null && followUpMovesStart(plan.start) ? base.start : null) : null
  let end: number | null = null
  const anchor = start ?? base.start
  if (plan.end) end = resolveEnd(plan.end, anchor, cw)
  else if (plan.duration && anchor !== null) end = addDuration(anchor, plan.duration, tz)
  else if (plan.forDay && anchor !== null) end = resolveEnd({ ...emptyClockMoment(), part: 'evening' }, anchor, cw)
  if (plan.weekend) {
    const wd = weekdayOf(today)
    let saturday = addDays(today, (6 - wd + 7) % 7 || 7)
    start ??= instantOf(saturday, DAY_START, 0, tz)
    const from = start
    let sunday = instantOf(addDays(saturday, 1), DAY_END, 0, tz)
    for (let k = 0; k < 60 && sunday <= from; k++) {
      saturday = addDays(saturday, 7)
      sunday = instantOf(addDays(saturday, 1), DAY_END, 0, tz)
    }
    end ??= sunday
  }
  return { start, end }
}

/**
 * A carpool search covers a week when it names one: "this week" from now to Sunday 18:00 (the next
 * Sunday once this one's evening has passed), "next week" from its Monday to its Sunday 18:00. A
 * booking is not a search over a span, so other intents keep "next week" as its Monday and ignore
 * "this week".
 */
export function resolveWeekSpan(plan: DatePlan, cw: Clockwork, dates: ResolvedDates): ResolvedDates {
  if (plan.end || plan.duration || plan.forDay || plan.weekend) return dates
  const { tz, today } = cw
  if (plan.thisWeek && !plan.start) {
    const start = roundUpToQuarter(cw.now)
    let sunday = addDays(today, (7 - weekdayOf(today)) % 7)
    if (instantOf(sunday, DAY_END, 0, tz) <= start) sunday = addDays(sunday, 7)
    return { start, end: instantOf(sunday, DAY_END, 0, tz) }
  }
  const s = plan.start
  if (s?.day?.kind !== 'next_week' || s.time || s.part || dates.start === null) return dates
  const monday = resolveDay(s.day, today)
  return monday ? { start: dates.start, end: instantOf(addDays(monday, 6), DAY_END, 0, tz) } : dates
}

function emptyClockMoment(): Moment {
  return { day: null, time: null, part: null, now: false, offset: null, ranged: false, start: 0, end: 0 }
}

function followUpMovesStart(m: Moment): boolean {
  return isClockOnly(m) || isDayOnly(m)
}

/** "from 2 to 5pm": a start without am/pm or a part of the day takes the end's afternoon when that keeps it before the end. */
function openHalf(start: Moment, end: Moment | null): Moment {
  const s = start.time
  const e = end?.time
  if (!s || !e || !s.loose || start.part !== null || s.h >= 12 || !e.meridiem || e.h < 12 || s.h + 12 >= e.h) return start
  return { ...start, time: { ...s, h: s.h + 12, loose: false } }
}
