import { BARE_HOUR_LEADS, HOUR_MARKS, NIGHT_WORDS, PART_OF_DAY_LINKS, RANGE_LINKS, RANGE_OPENERS } from '../lexicon/function-words'
import type { EntryGroup } from '../lexicon/compile-lexicon'
import { readNumber } from './number-words'
import { isPunct, isWord, phrase, phraseEndingAt, type Sentence, type TimeSpec } from './types'

export interface ClockMatch {
  time: TimeSpec
  end: number
}

const PM_PARTS = new Set(['afternoon', 'evening', 'tonight', 'this_afternoon'])
// Parts of the day after which a bare hour in digits is a clock time ("demain matin 10", "tomorrow evening 7").
const HOUR_PARTS = new Set(['morning', 'this_morning', ...PM_PARTS])

function minutesAfter(s: Sentence, j: number): { m: number; end: number } | null {
  // "onze heures trois quarts": 11:45.
  if (isWord(s.tokens[j], 'trois') && (isWord(s.tokens[j + 1], 'quarts') || isWord(s.tokens[j + 1], 'quart'))) return { m: 45, end: j + 2 }
  const half = phrase(s, j, 'half')
  if (half?.key === 'half' && (s.tokens[j].norm === 'et' || s.tokens[j].norm === 'and')) return { m: 30, end: j + half.len }
  if (half?.key === 'quarter' && s.tokens[j].norm === 'et') return { m: 15, end: j + half.len }
  const t = s.tokens[j]
  if (t?.kind === 'num' && t.gap !== '-' && t.norm.length <= 2 && Number(t.norm) < 60) return { m: Number(t.norm), end: j + 1 }
  if (t?.kind === 'word') {
    const n = readNumber(s, j)
    if (n && n.value >= 1 && n.value < 60 && (n.value >= 10 || n.value === 5)) return { m: n.value, end: n.end }
  }
  return null
}

const PAST_WORDS = new Set(['passe', 'passee', 'passees', 'passes'])

/** "15h passé de 15 minutes", "9h passées de 10": minutes after a full hour. */
function pastBy(s: Sentence, j: number): { m: number; end: number } | null {
  if (!PAST_WORDS.has(s.tokens[j]?.norm ?? '') || !isWord(s.tokens[j + 1], 'de')) return null
  const n = readNumber(s, j + 2)
  if (!n || n.value < 1 || n.value > 59) return null
  const unit = phrase(s, n.end, 'unit', 'minute')
  return { m: n.value, end: n.end + (unit?.len ?? 0) }
}

/** "du soir", "de l'après-midi", "in the evening" right after a clock time. */
function partAfter(s: Sentence, j: number): { pm: boolean; end: number } | null {
  let k = j
  while (k < j + 3 && isWord(s.tokens[k]) && PART_OF_DAY_LINKS.has(s.tokens[k].norm)) k++
  if (k === j) return null
  // "from 3 to 4 in the PM": am or pm said as a part of the day.
  const mer = phrase(s, k, 'meridiem')
  if (mer) return { pm: mer.key === 'pm', end: k + mer.len }
  const part = phrase(s, k, 'part')
  if (part && (part.key === 'morning' || PM_PARTS.has(part.key))) return { pm: part.key !== 'morning', end: k + part.len }
  if (isWord(s.tokens[k]) && NIGHT_WORDS.has(s.tokens[k].norm)) return { pm: true, end: k + 1 }
  return null
}

function meridiemAt(s: Sentence, j: number): { pm: boolean; end: number } | null {
  const e = phrase(s, j, 'meridiem')
  if (!e) return null
  let end = j + e.len
  if (isPunct(s.tokens[end], '.') && s.tokens[end].gap === '') end++
  return { pm: e.key === 'pm', end }
}

function build(h: number, m: number, flags: { meridiem?: boolean; pm?: boolean; loose?: boolean }): TimeSpec | null {
  if (m > 59) return null
  if (flags.meridiem) {
    if (h < 1 || h > 12) return null
    const hour = flags.pm ? (h % 12) + 12 : h % 12
    // 12am is midnight: 00:00 of the next day.
    return { h: hour, m, meridiem: true, loose: false, nextDay: hour === 0 && m === 0 }
  }
  if (h === 24 && m === 0) return { h: 0, m: 0, meridiem: false, loose: false, nextDay: true }
  if (h > 23) return null
  return { h, m, meridiem: false, loose: flags.loose ?? false, nextDay: false }
}

function withPart(time: TimeSpec, s: Sentence, end: number): ClockMatch {
  const after = partAfter(s, end)
  if (!after) return { time, end }
  const h = after.pm && time.h < 12 ? time.h + 12 : !after.pm && time.h === 12 ? 0 : time.h
  return { time: { ...time, h, meridiem: true, loose: false }, end: after.end }
}

/** Noon, midnight and their halves: "midi et demi", "minuit", "noon". */
function namedTime(s: Sentence, i: number): ClockMatch | null {
  const part = phrase(s, i, 'part')
  if (!part || (part.key !== 'noon' && part.key !== 'midnight')) return null
  const midnight = part.key === 'midnight'
  let end = i + part.len
  let m = 0
  const more = minutesAfter(s, end)
  const less = phrase(s, end, 'half', 'less_quarter')
  if (less) {
    // "midi moins le quart" 11:45, "minuit moins le quart" 23:45 (of the same day).
    return { time: { h: midnight ? 23 : 11, m: 45, meridiem: true, loose: false, nextDay: false }, end: end + less.len }
  }
  if (more && (s.tokens[end].kind === 'word' || more.m === 30 || more.m === 15)) {
    m = more.m
    end = more.end
  }
  return { time: { h: midnight ? 0 : 12, m, meridiem: true, loose: false, nextDay: midnight && m === 0 }, end }
}

/** Minutes said before "past"/"to": "ten", "twenty-five", "20 minutes". */
function minutesBefore(s: Sentence, i: number): { m: number; end: number; unit: boolean } | null {
  const n = readNumber(s, i)
  if (!n || n.value < 1 || n.value >= 30) return null
  const unit = phrase(s, n.end, 'unit', 'minute')
  return { m: n.value, end: n.end + (unit?.len ?? 0), unit: unit !== undefined }
}

/**
 * "ten to six" is a time only where it cannot be a range of hours: after "at", with "minutes" said
 * ("20 minutes to 2pm"), or when the count cannot be an hour of the half of the day said after it
 * ("twenty to six this evening", "20 to 2pm"). "from ten to six", "tomorrow 10 to 12" stay ranges.
 */
function minutesToHour(s: Sentence, i: number, count: { m: number; unit: boolean }, hourEnd: number): boolean {
  if (BARE_HOUR_LEADS.has(s.tokens[i - 1]?.norm ?? '') || count.unit) return !RANGE_OPENERS.has(s.tokens[i - 1]?.norm ?? '')
  return count.m > 12 && (meridiemAt(s, hourEnd) !== null || partFollows(s, hourEnd))
}

/** "half past nine", "quarter to five", "twenty past ten", "at ten to six". */
function pastTo(s: Sentence, i: number): ClockMatch | null {
  const half = phrase(s, i, 'half')
  if (half?.key === 'less_quarter') return null
  const count = half ? null : minutesBefore(s, i)
  if (!half && !count) return null
  const len = half ? half.len : (count?.end ?? i) - i
  const rel = s.tokens[i + len]
  if (!rel || (rel.norm !== 'past' && rel.norm !== 'to')) return null
  const n = readNumber(s, i + len + 1)
  if (!n || n.value < 1 || n.value > 12) return null
  if (count && rel.norm === 'to' && !minutesToHour(s, i, count, n.end)) return null
  const minutes = half ? (half.key === 'half' ? 30 : 15) : (count?.m ?? 0)
  const h = rel.norm === 'past' ? n.value : n.value - 1
  const m = rel.norm === 'past' ? minutes : 60 - minutes
  const mer = meridiemAt(s, n.end)
  const time = build(mer ? h || 12 : h, m, { meridiem: !!mer, pm: mer?.pm, loose: !mer })
  return time ? withPart(time, s, mer?.end ?? n.end) : null
}

/** "9-5", "9-12h": two hours joined by a hyphen make a range. */
function hourRange(s: Sentence, i: number, end: number): boolean {
  const t = s.tokens[i]
  const next = s.tokens[end]
  const prev = s.tokens[i - 1]
  const pairedAfter = next?.kind === 'num' && next.gap === '-' && next.norm.length <= 2 && Number(next.norm) <= 24
  const pairedBefore = t.gap === '-' && prev?.kind === 'num' && prev.norm.length <= 2 && Number(prev.norm) <= 24
  if (!pairedAfter && !pairedBefore) return false
  const after = pairedAfter ? end + 1 : end
  const e = s.hits[after]?.[0]
  // "9-11h": an "h" glued to the second hour marks both as hours, not a length.
  const hourMark = isWord(s.tokens[after], 'h') && s.tokens[after].gap === ''
  return !(e && ['unit', 'seats', 'dist', 'month'].includes(e.group) && !hourMark) && !(s.tokens[after]?.kind === 'num')
}

// Nouns that make the number before them a quantity, not minutes or an hour.
const COUNTED: readonly EntryGroup[] = ['unit', 'seats', 'dist']

/** A length, people or seats, or a distance starts at token j ("jours", "personnes", "places", "km"). */
function countsSomething(s: Sentence, j: number): boolean {
  return COUNTED.some((g) => phrase(s, j, g) !== undefined && !(g === 'seats' && phrase(s, j, 'seats', 'we_are')))
}

/** "tomorrow morning 10", "demain soir 7": a part of the day right before digits; the part decides am or pm when the time is resolved. */
function afterPartOfDay(s: Sentence, i: number): boolean {
  if (s.tokens[i].kind !== 'num') return false
  const part = phraseEndingAt(s, i, 'part')
  return part !== undefined && HOUR_PARTS.has(part.entry.key)
}

/**
 * "8 tonight", "nine tomorrow evening", "10 saturday morning", "8 in the morning": a part of the day right
 * after the hour, maybe with its day between, says which half of the day the hour is in.
 */
function partFollows(s: Sentence, end: number): boolean {
  if (partAfter(s, end)) return true
  let k = end
  const day = phrase(s, k, 'day') ?? phrase(s, k, 'weekday')
  if (day) k += day.len
  const part = phrase(s, k, 'part')
  return part !== undefined && HOUR_PARTS.has(part.key)
}

const CLAUSE_ENDS = new Set([',', '!', '?', ';'])

// Words before a number that make it an amount or a count, never an hour before a part of the day ("for 2 tonight").
const AMOUNT_LEADS = new Set(['for', 'pour', 'de', 'by', 'of'])

// Days after which digits alone are an hour ("demain 7", "2moro 8": dialogues rule 7). Not weekdays: "lundi 8" may be the 8th.
const HOUR_DAYS = new Set(['today', 'tomorrow', 'after_tomorrow', 'next_day'])

function afterDayWord(s: Sentence, i: number): boolean {
  if (s.tokens[i].kind !== 'num') return false
  const day = phraseEndingAt(s, i, 'day')
  return day !== undefined && HOUR_DAYS.has(day.entry.key)
}

/** "8 to 10", "demain 8 à 10": two bare hours joined by a range word, opening the sentence or after a day word. */
function openRange(s: Sentence, i: number, end: number): boolean {
  const next = s.tokens[end]
  const other = s.tokens[end + 1]
  if (!next || !RANGE_LINKS.has(next.norm) || next.norm === 'et' || next.norm === 'and') return false
  if (other?.kind !== 'num' || other.norm.length > 2 || Number(other.norm) > 24) return false
  const e = s.hits[end + 2]?.[0]
  if (e && ['unit', 'seats', 'dist', 'month', 'ordinal'].includes(e.group)) return false
  return i === 0 || afterDayWord(s, i)
}

function bareAllowed(s: Sentence, i: number, end: number): boolean {
  if (hourRange(s, i, end)) return true
  if (s.tokens[i].kind === 'num' && openRange(s, i, end)) return true
  const prev = s.tokens[i - 1]
  if (partFollows(s, end) && Number(readNumber(s, i)?.value) <= 12 && !AMOUNT_LEADS.has(prev?.norm ?? '')) return true
  if (!prev) return false
  const next = s.tokens[end]
  // "from 9 in the morning to 5 in the afternoon": the range's link comes after the part of the day.
  const link = s.tokens[partAfter(s, end)?.end ?? end]
  if (RANGE_OPENERS.has(prev.norm)) return link !== undefined && RANGE_LINKS.has(link.norm)
  if (!BARE_HOUR_LEADS.has(prev.norm) && !afterPartOfDay(s, i) && !afterDayWord(s, i)) return false
  if (!next) return true
  if (next.kind === 'num') return false
  if (next.kind === 'punct') return next.norm !== '/' && next.norm !== '.' && next.norm !== ':' && next.norm !== '%'
  // "at 10 Downing Street", "au 12 rue de Rivoli": a number before a name is an address.
  if (phrase(s, end, 'street') || (next.upper && !s.lex.words.has(next.norm))) return false
  const e = s.hits[end]?.[0]
  if (!e) return true
  return !['unit', 'seats', 'dist', 'month', 'number', 'ordinal'].includes(e.group) && !(e.group === 'cue' && e.key === 'car' && countsVehicles(s, i, end))
}

/**
 * "demain 2 voitures", "1 car": a number before a vehicle word counts vehicles. Two or more take
 * the plural, so after a day word "2moro 8 car" is 8 o'clock and the car the one wanted.
 */
function countsVehicles(s: Sentence, i: number, end: number): boolean {
  if (!afterDayWord(s, i) || Number(s.tokens[i].norm) < 2) return true
  const said = s.tokens[end]
  return (said.typed ?? s.text.slice(said.start, said.end).toLowerCase()).endsWith('s')
}

/**
 * Clock times: 9h, 9h30, 21h15, 9 heures et demie, 9:30, 9.30am, 9am, 9 pm, 12am, 10 o'clock,
 * midi, minuit, noon, half past nine, and a bare hour after "à"/"at" ("à 9", "until 6").
 */
/** "9.30" without am/pm is a time when the minutes cannot be a month and no unit follows ("9.50 km", "12.99 $"). */
function dottedTime(s: Sentence, minutes: number, end: number): boolean {
  const after = s.tokens[end]
  if (minutes <= 12 || (after?.kind === 'punct' && after.norm !== ',' && after.norm !== '.')) return false
  return !phrase(s, end, 'unit') && !phrase(s, end, 'dist') && !phrase(s, end, 'seats')
}

/**
 * "at 0800", "à 1530": a 24-hour clock without its colon, only after a clock word. "at 730" is 7:30
 * with its half of the day open, as "7:30" ("at 730 in the evening" 19:30).
 */
function digitsOnly(s: Sentence, i: number): ClockMatch | null {
  const v = s.tokens[i].norm
  const h = Number(v.slice(0, -2))
  const m = Number(v.slice(-2))
  if (h > 23 || m > 59 || !bareAllowed(s, i, i + 1)) return null
  // "at 150 $", "à 250 €": three digits before a sign are an amount.
  const next = s.tokens[i + 1]
  if (v.length === 3 && next?.kind === 'punct' && !CLAUSE_ENDS.has(next.norm)) return null
  const time = build(h, m, { loose: v.length === 3 })
  return time ? withPart(time, s, i + 1) : null
}

const RANK_WORDS = new Set(['premier', 'premiere', 'première', 'first'])

export function matchClock(s: Sentence, i: number): ClockMatch | null {
  const named = namedTime(s, i) ?? pastTo(s, i)
  if (named) return named
  const t = s.tokens[i]
  if (!t || (t.kind !== 'num' && t.kind !== 'word')) return null
  if (t.kind === 'num' && (t.norm.length === 4 || t.norm.length === 3)) return digitsOnly(s, i)
  if (t.kind === 'num' && t.norm.length > 2) return null
  const n = readNumber(s, i)
  if (!n || n.value > 24) return null
  const h = n.value
  const next = s.tokens[n.end]
  // "la première heure", "first hour": a rank, early in the day or the first hour of a rental, never 01:00.
  if (RANK_WORDS.has(t.norm)) return null

  // "prolonger de 2 heures": by an amount of hours, not at a time.
  // "de 9 heures 30 à 11h" is a range: minutes, then its link.
  const linkAt = s.tokens[n.end + 1]?.kind === 'num' ? n.end + 2 : n.end + 1
  const byAmount = next?.norm !== 'h' && (s.tokens[i - 1]?.norm === 'de' || s.tokens[i - 1]?.norm === 'by') && !RANGE_LINKS.has(s.tokens[linkAt]?.norm ?? '')
  if (next && HOUR_MARKS.has(next.norm) && next.kind === 'word' && !(n.words && next.norm === 'h') && !byAmount) {
    let end = n.end + 1
    let m = 0
    const after = s.tokens[end]
    // "3h 2 jours", "10h 2 personnes", "10h 5 km": the number after "h" starts something else.
    if (after && !(after.kind === 'num' && after.gap === ' ' && next.norm === 'h' && countsSomething(s, end + 1))) {
      const less = phrase(s, end, 'half', 'less_quarter')
      const more = less ? null : minutesAfter(s, end)
      if (less) {
        const time = build(h === 0 ? 23 : h - 1, 45, {})
        return time ? withPart(time, s, end + less.len) : null
      }
      if (more) {
        m = more.m
        end = more.end
        if (s.tokens[end]?.norm === 'min' || s.tokens[end]?.norm === 'minutes') end++
      }
    }
    const past = m === 0 ? pastBy(s, end) : null
    if (past) {
      m = past.m
      end = past.end
    }
    const mer = meridiemAt(s, end)
    const time = build(h, m, { meridiem: !!mer, pm: mer?.pm })
    return time ? withPart(time, s, mer?.end ?? end) : null
  }

  if (t.kind === 'num' && next && (isPunct(next, ':') || isPunct(next, '.')) && next.gap === '') {
    const mm = s.tokens[n.end + 1]
    if (!mm || mm.kind !== 'num' || mm.gap !== '' || mm.norm.length !== 2) return null
    const mer = meridiemAt(s, n.end + 2)
    if (isPunct(next, '.') && !mer && !dottedTime(s, Number(mm.norm), n.end + 2)) return null
    const time = build(h, Number(mm.norm), { meridiem: !!mer, pm: mer?.pm, loose: !mer && h <= 12 })
    return time ? withPart(time, s, mer?.end ?? n.end + 2) : null
  }

  const mer = meridiemAt(s, n.end)
  if (mer) {
    const time = build(h, 0, { meridiem: true, pm: mer.pm })
    return time ? withPart(time, s, mer.end) : null
  }

  if (next?.norm === 'o' && s.tokens[n.end + 1]?.norm === 'clock') {
    const time = build(h, 0, { loose: true })
    return time ? withPart(time, s, n.end + 2) : null
  }

  if (n.words && h >= 1 && h <= 12) {
    const m = minutesAfter(s, n.end)
    const mer2 = m ? meridiemAt(s, m.end) : null
    if (m && mer2) {
      const time = build(h, m.m, { meridiem: true, pm: mer2.pm })
      return time ? withPart(time, s, mer2.end) : null
    }
    // "at ten thirty", "à dix trente": hour and minutes in words after a clock word.
    if (m && m.m >= 10 && s.tokens[n.end]?.kind === 'word' && bareAllowed(s, i, m.end)) {
      const time = build(h, m.m, { loose: true })
      return time ? withPart(time, s, m.end) : null
    }
  }

  if (bareAllowed(s, i, n.end) && !(t.kind === 'num' && next?.gap === '' && next.kind === 'word')) {
    const time = build(h, 0, { loose: true })
    return time ? withPart(time, s, n.end) : null
  }
  return null
}
