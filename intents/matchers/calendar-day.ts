import { RANGE_LINKS } from '../lexicon/function-words'
import { matchClock } from './clock-time'
import { readNumber } from './number-words'
import { readAmount } from './relative-time'
import { isPunct, isWord, phrase, type DaySpec, type Sentence, type Weekday } from './types'

export interface DayMatch {
  day: DaySpec
  end: number
}

const WEEKDAYS: Readonly<Record<string, Weekday>> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
}
const MONTHS: Readonly<Record<string, number>> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
}
const RELATIVE: Readonly<Record<string, number>> = { today: 0, tomorrow: 1, after_tomorrow: 2, yesterday: -1 }

function skipDot(s: Sentence, j: number): number {
  return isPunct(s.tokens[j], '.') && s.tokens[j].gap === '' ? j + 1 : j
}

export function monthAt(s: Sentence, j: number): { month: number; end: number } | null {
  const e = phrase(s, j, 'month')
  return e ? { month: MONTHS[e.key], end: skipDot(s, j + e.len) } : null
}

export function yearAt(s: Sentence, j: number): { year: number; end: number } | null {
  let k = j
  if (isPunct(s.tokens[k], ',')) k++
  const t = s.tokens[k]
  if (t?.kind === 'num' && t.norm.length === 4) {
    const y = Number(t.norm)
    if (y >= 1970 && y <= 2200) return { year: y, end: k + 1 }
  }
  return null
}

/** A day of the month, in digits or words, with its ordinal mark ("1er", "3rd", "premier"). */
function dayNumberAt(s: Sentence, j: number): { day: number; end: number } | null {
  const t = s.tokens[j]
  if (!t) return null
  if (t.kind === 'num' && t.norm.length > 2) return null
  const n = readNumber(s, j)
  if (!n || n.value < 1 || n.value > 31) return null
  let end = n.end
  const ord = phrase(s, end, 'ordinal')
  if (ord && s.tokens[end].gap === '') end += ord.len
  return { day: n.value, end }
}

function hasOrdinal(s: Sentence, j: number, end: number): boolean {
  return end > j + 1 || (s.tokens[j].kind === 'word' && s.tokens[j].norm !== 'un' && s.tokens[j].norm !== 'une')
}

/** "3 décembre", "3rd of December", "le 1er mai 2027", "December 3", "Dec 3rd, 2026". */
export function namedDate(s: Sentence, i: number): DayMatch | null {
  const dn = dayNumberAt(s, i)
  if (dn) {
    let j = dn.end
    if (isWord(s.tokens[j], 'of') || isWord(s.tokens[j], 'de')) j++
    const mo = monthAt(s, j)
    if (mo) {
      const y = yearAt(s, mo.end)
      return { day: { kind: 'date', day: dn.day, month: mo.month, year: y?.year ?? null }, end: y?.end ?? mo.end }
    }
  }
  const mo = monthAt(s, i)
  if (mo) {
    let j = mo.end
    if (isWord(s.tokens[j], 'the')) j++
    const d = dayNumberAt(s, j)
    if (d && !isWord(s.tokens[d.end], 'h') && !phrase(s, d.end, 'meridiem') && !isPunct(s.tokens[d.end], ':')) {
      const y = yearAt(s, d.end)
      return { day: { kind: 'date', day: d.day, month: mo.month, year: y?.year ?? null }, end: y?.end ?? d.end }
    }
  }
  return null
}

function validDate(day: number, month: number, year: number | null, end: number): DayMatch | null {
  if (day < 1 || day > 31 || month < 1 || month > 12) return null
  return { day: { kind: 'date', day, month, year }, end }
}

/** Day/month[/year] with slashes, dots or hyphens, and ISO year-month-day. */
function numericDate(s: Sentence, i: number): DayMatch | null {
  const a = s.tokens[i]
  if (a?.kind !== 'num') return null
  if (a.norm.length === 4) {
    const b = s.tokens[i + 1]
    const c = s.tokens[i + 2]
    if (b?.kind === 'num' && b.gap === '-' && c?.kind === 'num' && c.gap === '-') return validDate(Number(c.norm), Number(b.norm), Number(a.norm), i + 3)
    // "2026/12/24": year first, then month and day.
    const [s1, mo, s2, d] = [s.tokens[i + 1], s.tokens[i + 2], s.tokens[i + 3], s.tokens[i + 4]]
    if (!isPunct(s1, '/') || !isPunct(s2, '/') || mo?.kind !== 'num' || d?.kind !== 'num' || s1.gap !== '' || mo.gap !== '' || s2.gap !== '' || d.gap !== '') return null
    return validDate(Number(d.norm), Number(mo.norm), Number(a.norm), i + 5)
  }
  if (a.norm.length > 2) return null
  const parts = [a.norm]
  let sep: string | null = null
  let j = i + 1
  while (parts.length < 3) {
    const t = s.tokens[j]
    const u = s.tokens[j + 1]
    if (t && (isPunct(t, '/') || isPunct(t, '.')) && t.gap === '' && u?.kind === 'num' && u.gap === '' && (sep ?? t.norm) === t.norm) {
      sep = t.norm
      parts.push(u.norm)
      j += 2
    } else if (t?.kind === 'num' && t.gap === '-' && (sep ?? '-') === '-') {
      sep = '-'
      parts.push(t.norm)
      j += 1
    } else break
  }
  // "9.30" is a time and "9-12" a range of hours: they need the year to be dates.
  if (parts.length < 2 || (sep !== '/' && parts.length < 3) || parts[1].length > 2) return null
  // "1/2 heure" is half an hour.
  if (phrase(s, j, 'unit')) return null
  let year: number | null = null
  if (parts.length === 3) {
    const y = parts[2]
    if (y.length !== 2 && y.length !== 4) return null
    year = y.length === 2 ? 2000 + Number(y) : Number(y)
  }
  return validDate(Number(parts[0]), Number(parts[1]), year, j)
}

/** A day named in words: today, tomorrow, after tomorrow, next week. */
function dayWord(s: Sentence, i: number): DayMatch | null {
  const e = phrase(s, i, 'day')
  if (!e) return null
  const end = i + e.len
  if (e.key === 'next_week') return { day: { kind: 'next_week' }, end }
  if (e.key === 'next_month') return { day: { kind: 'next_month' }, end }
  // "le lendemain", "the next day": tomorrow as a start, the day after the start's as an end.
  if (e.key === 'next_day') return { day: { kind: 'relative', days: 1, afterStart: true }, end }
  return { day: { kind: 'relative', days: RELATIVE[e.key] }, end }
}

/** "vendredi", "vendredi prochain", "ce vendredi", "next friday", "last friday", "vendredi 27", "friday the 27th". */
function weekday(s: Sentence, i: number): DayMatch | null {
  let j = i
  let mod: 'this' | 'next' | 'last' | null = null
  const pre = phrase(s, j, 'conn', 'this') ?? phrase(s, j, 'conn', 'next') ?? phrase(s, j, 'conn', 'last')
  if (pre && phrase(s, j + pre.len, 'weekday')) {
    mod = pre.key as 'this' | 'next' | 'last'
    j += pre.len
  }
  const e = phrase(s, j, 'weekday')
  if (!e) return null
  let end = skipDot(s, j + e.len)
  const wd = WEEKDAYS[e.key]
  if (mod === null) {
    const post = phrase(s, end, 'conn', 'next') ?? phrase(s, end, 'conn', 'last')
    if (post) {
      mod = post.key as 'next' | 'last'
      end += post.len
    }
  }
  // "vendredi 27 (novembre)", "Friday, November 27", "friday the 27th": the date decides.
  let k = end
  if (isPunct(s.tokens[k], ',')) k++
  if (isWord(s.tokens[k], 'le') || isWord(s.tokens[k], 'the')) k++
  const named = namedDate(s, k)
  if (named) return named
  const dn = dayNumberAt(s, k)
  const after = dn ? s.tokens[dn.end] : undefined
  if (dn && !isWord(after, 'h') && !phrase(s, dn.end, 'meridiem') && !phrase(s, dn.end, 'unit') && !isPunct(after, ':') && !phrase(s, dn.end, 'seats') && !hoursFollow(s, dn.end)) {
    return { day: { kind: 'date', day: dn.day, month: null, year: null }, end: dn.end }
  }
  return { day: { kind: 'weekday', weekday: wd, mod }, end }
}

/** "jeudi 9-11h", "thu 9-11am", "sunday 9 to 11am": a second number marked as an hour makes the first an hour too. */
function hoursFollow(s: Sentence, j: number): boolean {
  const t = s.tokens[j]
  const k = t?.kind === 'num' && t.gap === '-' ? j : RANGE_LINKS.has(t?.norm ?? '') ? j + 1 : -1
  const hour = s.tokens[k]
  if (k < 0 || hour?.kind !== 'num' || hour.norm.length > 2) return false
  return isWord(s.tokens[k + 1], 'h') || phrase(s, k + 1, 'meridiem') !== undefined
}

/** A clock time that ends right before token `end` ("de 9h au 5", "de 3 au 5": "au" links hours). */
function clockEndsAt(s: Sentence, end: number): boolean {
  for (let k = Math.max(0, end - 4); k < end; k++) if (matchClock(s, k)?.end === end) return true
  return false
}

/**
 * "au 28" ("décale ma réservation au 28", "voiture demain au 28"): the day "au" leads to, read from the
 * number so that "au" stays its connector; not after a clock time ("de 9h au 5"), nor before a name
 * ("au 10 Downing Street"), nor after "jusqu'" (the day carries "au" then).
 */
function dayAfterAu(s: Sentence, i: number): DayMatch | null {
  if (s.tokens[i]?.kind !== 'num' || !isWord(s.tokens[i - 1], 'au') || isWord(s.tokens[i - 2], 'jusqu')) return null
  const dn = bareDayAt(s, i)
  if (!dn) return null
  const next = s.tokens[dn.end]
  if (next?.kind === 'word' && next.upper && !s.lex.words.has(next.norm)) return null
  return clockEndsAt(s, i - 1) ? null : dn
}

/** "le 5", "the 5th", "on the 3rd": a day of the month alone. */
function dayOfMonth(s: Sentence, i: number): DayMatch | null {
  const lead = s.tokens[i]
  // "jusqu'au 5"; elsewhere "au" is the "to" of a range ("du 3 au 5 décembre").
  const untilThe = isWord(lead, 'au') && isWord(s.tokens[i - 1], 'jusqu')
  const article = isWord(lead, 'le') || isWord(lead, 'the') || isWord(lead, 'du') || untilThe
  const j = article ? i + 1 : i
  const named = article ? (namedDate(s, j) ?? numericDate(s, j)) : null
  if (named) return named.day.kind === 'date' ? { day: named.day, end: named.end } : null
  const dn = bareDayAt(s, j)
  if (!dn) return null
  if (!article && !hasOrdinal(s, j, dn.end)) return null
  if (!article && s.tokens[j].kind === 'word') return null
  return dn
}

/** A day number alone ("5", "5th", "1er") that no clock mark, unit, count or street name follows. */
export function bareDayAt(s: Sentence, j: number): DayMatch | null {
  const dn = dayNumberAt(s, j)
  if (!dn) return null
  const after = s.tokens[dn.end]
  if (isWord(after, 'h') || isPunct(after, ':') || isPunct(after, '/') || phrase(s, dn.end, 'meridiem') || phrase(s, dn.end, 'unit')) return null
  if (phrase(s, dn.end, 'seats') || phrase(s, dn.end, 'dist') || phrase(s, dn.end, 'street') || phrase(s, dn.end, 'cue')?.key === 'car') return null
  return { day: { kind: 'date', day: dn.day, month: null, year: null }, end: dn.end }
}

// "lundi en huit", "demain en quinze": a week, two weeks after that day.
const EN_HUIT: Readonly<Record<string, number>> = { huit: 7, quinze: 14 }

/** Moves a weekday or a relative day by a number of days. */
function shifted(day: DaySpec, plus: number): DaySpec | null {
  if (day.kind === 'weekday') return { ...day, plus: (day.plus ?? 0) + plus }
  if (day.kind === 'relative') return { kind: 'relative', days: day.days + plus }
  return null
}

/** "friday next week", "vendredi de la semaine prochaine", "next week friday", "la semaine prochaine, vendredi". */
function weekdayOfNextWeek(s: Sentence, i: number): DayMatch | null {
  const first = dayWord(s, i) ?? weekday(s, i)
  if (!first) return null
  if (first.day.kind === 'weekday' && first.day.mod !== 'last' && first.day.mod !== 'this') {
    // "friday next week": the weekday matcher may have taken "next" as its own modifier.
    let j = first.day.mod === 'next' && first.end > i + 1 ? first.end - 1 : first.end
    if (isWord(s.tokens[j], 'de') || isWord(s.tokens[j], 'of')) j++
    const week = phrase(s, j, 'day', 'next_week')
    if (week && (first.day.mod === null || j === first.end - 1)) return { day: { ...first.day, mod: null, week: 'next' }, end: j + week.len }
  }
  if (first.day.kind === 'next_week') {
    const j = isPunct(s.tokens[first.end], ',') ? first.end + 1 : first.end
    const wd = weekday(s, j)
    if (wd && wd.day.kind === 'weekday' && wd.day.mod === null) return { day: { ...wd.day, week: 'next' }, end: wd.end }
  }
  return first
}

function plainDay(s: Sentence, i: number): DayMatch | null {
  const m = weekdayOfNextWeek(s, i)
  // "friday after next": a week after the next one.
  if (m?.day.kind === 'weekday' && m.day.mod === null && isWord(s.tokens[m.end], 'after') && isWord(s.tokens[m.end + 1], 'next')) {
    const day = shifted(m.day, 7)
    return day ? { day, end: m.end + 2 } : m
  }
  if (!m || !isWord(s.tokens[m.end], 'en') || !(s.tokens[m.end + 1]?.norm in EN_HUIT)) return m
  const day = shifted(m.day, EN_HUIT[s.tokens[m.end + 1].norm])
  return day ? { day, end: m.end + 2 } : m
}

/** "a week from Monday", "two weeks from tomorrow", "3 days after Friday". */
function daysFrom(s: Sentence, i: number): DayMatch | null {
  const t = s.tokens[i]
  if (t?.kind !== 'num' && t?.kind !== 'word') return null
  const amount = readAmount(s, i)
  if (!amount || amount.amount.unit !== 'day' || !Number.isInteger(amount.amount.n)) return null
  if (!isWord(s.tokens[amount.end], 'from') && !isWord(s.tokens[amount.end], 'after')) return null
  const base = plainDay(s, amount.end + 1)
  if (!base) return null
  // "two weeks from today" is "in two weeks".
  if (base.day.kind === 'relative' && base.day.days === 0) return { day: { kind: 'relative', days: amount.amount.n, fromNow: true }, end: base.end }
  const day = shifted(base.day, amount.amount.n)
  return day ? { day, end: base.end } : null
}

// Weekdays said in the plural ("3 fridays from now"), English only: French counts weeks instead.
const PLURAL_WEEKDAYS: Readonly<Record<string, Weekday>> = {
  sundays: 0,
  mondays: 1,
  tuesdays: 2,
  wednesdays: 3,
  thursdays: 4,
  fridays: 5,
  saturdays: 6,
}

/** "3 fridays from now", "two mondays from today": the n-th next occurrence of that weekday. */
function weekdaysFromNow(s: Sentence, i: number): DayMatch | null {
  const n = readNumber(s, i)
  if (!n || n.value < 1 || n.value > 12) return null
  // The typo corrector may have read "fridays" as "friday": the word as typed decides.
  const said = s.tokens[n.end]
  const wd = PLURAL_WEEKDAYS[said?.typed ?? said?.norm ?? '']
  if (wd === undefined || !isWord(s.tokens[n.end + 1], 'from')) return null
  const base = s.tokens[n.end + 2]?.norm
  if (base !== 'now' && base !== 'today') return null
  return { day: { kind: 'weekday', weekday: wd, mod: null, plus: 7 * (n.value - 1) }, end: n.end + 3 }
}

// The rank of a weekday in its month ("premier", "2nd", "last"); "dernier"/"last" is -1.
const LAST_WORDS = new Set(['dernier', 'derniere', 'last'])
const RANK_WORDS: Readonly<Record<string, number>> = { quatrieme: 4, cinquieme: 5, second: 2, seconde: 2, deuxieme: 2 }

function rankAt(s: Sentence, j: number): { n: number; end: number } | null {
  const t = s.tokens[j]
  if (!t) return null
  if (LAST_WORDS.has(t.norm)) return { n: -1, end: j + 1 }
  if (t.norm in RANK_WORDS) return { n: RANK_WORDS[t.norm], end: j + 1 }
  const dn = dayNumberAt(s, j)
  // A rank needs its ordinal ("1er", "3rd", "premier", "third"), not a bare number.
  if (!dn || dn.day > 5 || !hasOrdinal(s, j, dn.end)) return null
  return { n: dn.day, end: dn.end }
}

/** "next month", "le mois prochain", "of May", "de janvier": the month a rank or a day belongs to. */
function monthOf(s: Sentence, j: number): { month: number | null; monthsAhead: number; end: number } | null {
  if (!(isWord(s.tokens[j], 'du') || isWord(s.tokens[j], 'de') || isWord(s.tokens[j], 'of') || isWord(s.tokens[j], 'd'))) return null
  let k = j + 1
  if (isWord(s.tokens[k], 'the')) k++
  const next = phrase(s, k, 'day', 'next_month')
  if (next) return { month: null, monthsAhead: 1, end: k + next.len }
  if ((isWord(s.tokens[k], 'ce') || isWord(s.tokens[k], 'this')) && (isWord(s.tokens[k + 1], 'mois') || isWord(s.tokens[k + 1], 'month'))) {
    return { month: null, monthsAhead: 0, end: k + 2 }
  }
  const mo = monthAt(s, k)
  return mo ? { month: mo.month, monthsAhead: 0, end: mo.end } : null
}

/** "le premier mercredi du mois prochain", "the last friday of May", "the 2nd monday of this month". */
function nthWeekday(s: Sentence, i: number): DayMatch | null {
  const j = isWord(s.tokens[i], 'le') || isWord(s.tokens[i], 'the') ? i + 1 : i
  const rank = rankAt(s, j)
  if (!rank) return null
  const e = phrase(s, rank.end, 'weekday')
  if (!e) return null
  const of = monthOf(s, rank.end + e.len)
  if (!of) return null
  return { day: { kind: 'nth_weekday', n: rank.n, weekday: WEEKDAYS[e.key], month: of.month, monthsAhead: of.monthsAhead }, end: of.end }
}

/** "le 17 du mois prochain", "the 20th of next month". */
function dayOfNextMonth(s: Sentence, i: number): DayMatch | null {
  const j = isWord(s.tokens[i], 'le') || isWord(s.tokens[i], 'the') ? i + 1 : i
  const dn = dayNumberAt(s, j)
  if (!dn) return null
  const of = monthOf(s, dn.end)
  if (!of || of.month !== null) return null
  return { day: { kind: 'month_day', day: dn.day, monthsAhead: of.monthsAhead }, end: of.end }
}

/** Days and dates, without their time. */
export function matchDay(s: Sentence, i: number): DayMatch | null {
  return (
    nthWeekday(s, i) ??
    dayOfNextMonth(s, i) ??
    weekdaysFromNow(s, i) ??
    daysFrom(s, i) ??
    plainDay(s, i) ??
    dayOfMonth(s, i) ??
    namedDate(s, i) ??
    numericDate(s, i) ??
    dayAfterAu(s, i)
  )
}
