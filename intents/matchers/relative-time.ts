import { LOOSE_COUNTS, ONE_ARTICLES } from '../lexicon/function-words'
import { readNumber } from './number-words'
import { isWord, phrase, type Amount, type DateAtom, type Sentence } from './types'

export interface AmountMatch {
  amount: Amount
  end: number
  /** Written with a bare "h" and no minutes ("pour 3h"), which may also be a clock time ("pour 21h"). */
  bareH: number | null
}

export interface RelativeMatch {
  atom: DateAtom
  end: number
}

const MINUTES_PER: Readonly<Record<string, number>> = { minute: 1, hour: 60 }
/** "une demi-journée", "half a day": a half-day rental is 4 hours, not 12 (DECISIONS.md). */
export const HALF_DAY_MINUTES = 4 * 60
// A night is counted as a day: "pour 2 nuits" from 18:00 ends two days later at 18:00.
const DAYS_PER: Readonly<Record<string, number>> = { day: 1, night: 1, week: 7, fortnight: 14 }

function toAmount(n: number, unit: string): Amount {
  if (unit in MINUTES_PER) return { n: n * MINUTES_PER[unit], unit: 'minute' }
  if (unit in DAYS_PER) return { n: n * DAYS_PER[unit], unit: 'day' }
  return { n, unit: 'month' }
}

/** "une demi-heure", "half an hour", "un quart d'heure", "three quarters of an hour". */
function fractionOfHour(s: Sentence, i: number): AmountMatch | null {
  let j = i
  let count = 1
  const n = readNumber(s, j, { articles: true })
  if (n) {
    count = n.value
    j = n.end
  }
  const frac = phrase(s, j, 'half')
  if (!frac || (frac.key !== 'half' && frac.key !== 'quarter')) return null
  j += frac.len
  if (s.tokens[j]?.norm === 'quarts' || s.tokens[j]?.norm === 'quarters') j++
  while (isWord(s.tokens[j], 'of') || isWord(s.tokens[j], 'd') || isWord(s.tokens[j], 'de') || isWord(s.tokens[j], 'an') || isWord(s.tokens[j], 'a')) j++
  const unit = phrase(s, j, 'unit')
  if (!unit) return null
  const share = frac.key === 'half' ? 0.5 : 0.25
  if (unit.key === 'day' && frac.key === 'half') return { amount: { n: count * HALF_DAY_MINUTES, unit: 'minute' }, end: j + unit.len, bareH: null }
  return { amount: toAmount(count * share, unit.key), end: j + unit.len, bareH: null }
}

/** "1/2", "3/4" before a unit. */
function fraction(s: Sentence, i: number): { value: number; end: number } | null {
  const [a, slash, b] = [s.tokens[i], s.tokens[i + 1], s.tokens[i + 2]]
  if (a?.kind !== 'num' || slash?.norm !== '/' || slash.gap !== '' || b?.kind !== 'num' || b.gap !== '' || Number(b.norm) === 0) return null
  return { value: Number(a.norm) / Number(b.norm), end: i + 3 }
}

/** "a few hours", "quelques jours" (3), "une couple d'heures" (2): counts said loosely, read only before a unit. */
function looseCount(s: Sentence, i: number): { value: number; end: number } | null {
  const j = ONE_ARTICLES.has(s.tokens[i]?.norm ?? '') ? i + 1 : i
  const t = s.tokens[j]
  const value = t?.kind === 'word' ? LOOSE_COUNTS[t.norm] : undefined
  if (value === undefined || (t.norm === 'couple' && j === i)) return null
  const of = s.tokens[j + 1]
  const end = isWord(of, 'of') || isWord(of, 'de') || isWord(of, 'd') ? j + 2 : j + 1
  return phrase(s, end, 'unit') ? { value, end } : null
}

/** A length of time: "3 heures", "3h", "1h30", "2 heures et demie", "an hour and a half", "90 min", "2 jours", "une semaine". */
export function readAmount(s: Sentence, i: number): AmountMatch | null {
  const frac = fractionOfHour(s, i)
  if (frac) return frac
  const n = fraction(s, i) ?? looseCount(s, i) ?? readNumber(s, i, { articles: true, decimals: true })
  if (!n || n.value <= 0 || n.value > 10000) return null
  const unit = phrase(s, n.end, 'unit')
  if (!unit) return null
  let end = n.end + unit.len
  let value = n.value
  const bare = s.tokens[n.end].norm === 'h' && unit.len === 1
  const half = phrase(s, end, 'half', 'half')
  if ((unit.key === 'hour' || unit.key === 'day') && half && half.len > 1) {
    value += 0.5
    end += half.len
  } else if (unit.key === 'hour') {
    // "1h30", "2 heures 30 minutes", "2 heures 30" (minutes unsaid, unless the number counts something else: "2 heures 30 km")
    const mm = s.tokens[end]
    const minUnit = phrase(s, end + 1, 'unit', 'minute')
    const countsElse = phrase(s, end + 1, 'unit') || phrase(s, end + 1, 'dist') || phrase(s, end + 1, 'seats') || s.tokens[end + 1]?.kind === 'num'
    const minutesUnsaid = s.tokens[end - 1].norm !== 'h' && !countsElse
    if (mm?.kind === 'num' && mm.norm.length <= 2 && Number(mm.norm) < 60 && (mm.gap === '' || minUnit || minutesUnsaid)) {
      value += Number(mm.norm) / 60
      end += 1 + (minUnit?.len ?? 0)
    }
  }
  return { amount: toAmount(value, unit.key), end, bareH: bare && value === n.value ? n.value : null }
}

function skipApprox(s: Sentence, j: number): number {
  const e = phrase(s, j, 'approx')
  return e ? j + e.len : j
}

/** "dans 2 heures", "in 30 min", "d'ici une heure", "in 3 days", "2 hours from now". */
function offset(s: Sentence, i: number): RelativeMatch | null {
  const lead = phrase(s, i, 'conn', 'in')
  let amount: AmountMatch | null = null
  let end: number
  if (lead) {
    amount = readAmount(s, skipApprox(s, i + lead.len))
    if (!amount) return null
    // "d'ici 18h" is "by 6 pm"; "d'ici 2h", like "dans 2h", is in two hours.
    if (amount.bareH !== null && amount.bareH > 12 && s.tokens[i].norm === 'd') return null
    end = amount.end
  } else {
    amount = readAmount(s, i)
    if (!amount) return null
    const t = s.tokens[amount.end]
    const later = (isWord(t, 'from') && isWord(s.tokens[amount.end + 1], 'now')) || (isWord(t, 'plus') && isWord(s.tokens[amount.end + 1], 'tard'))
    // "a week hence", "3 days hence": from now, as "later".
    const oneWord = isWord(t, 'later') || isWord(t, 'hence')
    if (!later && !oneWord) return null
    end = amount.end + (oneWord ? 1 : 2)
  }
  const a = amount.amount
  if (a.unit === 'minute') return { atom: { kind: 'in', amount: a }, end }
  if (a.unit === 'day') return { atom: { kind: 'day', day: { kind: 'relative', days: Math.round(a.n), fromNow: true } }, end }
  return { atom: { kind: 'day', day: { kind: 'months', months: Math.round(a.n) } }, end }
}

/** "pour 3h", "pendant 2 jours", "for 2 hours", "for a week". "pour 21h" is a clock time, left to the clock matcher. */
function duration(s: Sentence, i: number): RelativeMatch | null {
  const lead = phrase(s, i, 'conn', 'for')
  if (!lead) return null
  let j = skipApprox(s, i + lead.len)
  if (isWord(s.tokens[j], 'the') || isWord(s.tokens[j], 'les')) j++
  const amount = readAmount(s, j)
  if (!amount) return null
  // "pour 21h" is a clock time; "pour 48h" cannot be one.
  if (amount.bareH !== null && amount.bareH > 12 && amount.bareH <= 24) return null
  return { atom: { kind: 'for', amount: amount.amount }, end: amount.end }
}

/**
 * A length alone is the whole sentence ("4 hours", "2 hrs", "3 jours", "1h30"): a duration, as the answer to
 * "until when?" (dialogues rule 1). "4h" alone stays a clock time: the chat reads it against the start.
 */
function lengthAlone(s: Sentence, i: number): RelativeMatch | null {
  if (i !== 0) return null
  const amount = readAmount(s, i)
  if (!amount || amount.bareH !== null) return null
  for (let k = amount.end; k < s.tokens.length; k++) if (s.tokens[k].kind !== 'punct') return null
  return { atom: { kind: 'for', amount: amount.amount }, end: amount.end }
}

function weekend(s: Sentence, i: number): RelativeMatch | null {
  let j = i
  const pre = phrase(s, j, 'conn', 'this') ?? phrase(s, j, 'conn', 'next') ?? phrase(s, j, 'conn', 'the')
  if (pre && phrase(s, j + pre.len, 'weekend')) j += pre.len
  const e = phrase(s, j, 'weekend')
  if (!e) return null
  let end = j + e.len
  const post = phrase(s, end, 'conn', 'next')
  if (post) end += post.len
  return { atom: { kind: 'weekend' }, end }
}

/** Now, offsets from now, durations, "for the day" and the weekend. */
export function matchRelative(s: Sentence, i: number): RelativeMatch | null {
  const now = phrase(s, i, 'now')
  if (now) return { atom: { kind: 'now' }, end: i + now.len }
  const forDay = phrase(s, i, 'span', 'for_day')
  if (forDay) return { atom: { kind: 'for_day' }, end: i + forDay.len }
  const thisWeek = phrase(s, i, 'span', 'this_week')
  if (thisWeek) return { atom: { kind: 'this_week' }, end: i + thisWeek.len }
  return weekend(s, i) ?? duration(s, i) ?? offset(s, i) ?? lengthAlone(s, i)
}
