import { DAY_ARTICLES, DAY_RANGE_LINKS, DAY_RANGE_OPENERS } from '../lexicon/function-words'
import { bareDayAt, namedDate } from './calendar-day'
import { isWord, type DateAtom, type DaySpec, type Sentence } from './types'

type DateDay = Extract<DaySpec, { kind: 'date' }>

interface Side {
  day: DateDay
  end: number
  /** Plainly a day, not an hour: an article, an ordinal mark or a month goes with it. */
  marked: boolean
}

/** One day of a range: "le 3", "the 5th", "5 décembre", "December 5", or a bare "3". */
function sideAt(s: Sentence, j: number): Side | null {
  const article = isWord(s.tokens[j]) && DAY_ARTICLES.has(s.tokens[j].norm)
  const k = article ? j + 1 : j
  const named = namedDate(s, k)
  if (named?.day.kind === 'date') return { day: named.day, end: named.end, marked: true }
  const bare = bareDayAt(s, k)
  if (bare?.day.kind !== 'date') return null
  // "3rd", "1er": an ordinal mark glued to the digits.
  return { day: bare.day, end: bare.end, marked: article || bare.end > k + 1 }
}

/** Where the second day starts: after "au", "to", "jusqu'au", "-", or "et"/"and" after "entre"/"between"; right away in "3-5". */
function linkEnd(s: Sentence, j: number, between: boolean): number | null {
  const t = s.tokens[j]
  if (!t) return null
  if (between) return isWord(t, 'et') || isWord(t, 'and') ? j + 1 : null
  if (t.kind === 'num' && t.gap === '-') return j
  if (isWord(t, 'jusqu') && isWord(s.tokens[j + 1], 'au')) return j + 2
  return DAY_RANGE_LINKS.has(t.norm) ? j + 1 : null
}

/** The start's month when only the end names one: "du 3 au 5 décembre" is 3 December, "du 28 au 2 janvier" 28 December. */
function startMonth(from: DateDay, to: DateDay): DateDay {
  if (from.month !== null || to.month === null) return from
  if (from.day <= to.day) return { ...from, month: to.month, year: to.year }
  if (to.month > 1) return { ...from, month: to.month - 1, year: to.year }
  return { ...from, month: 12, year: to.year === null ? null : to.year - 1 }
}

/**
 * "du 3 au 5", "from the 3rd to the 5th", "du 3 au 5 décembre", "from 3 to 5 December", "3-5 déc.",
 * "entre le 3 et le 5". Without a month, an article or an ordinal, only French "du 3 au 5" is a
 * range of days: "from 3 to 5" is a range of hours.
 */
export function matchDayRange(s: Sentence, i: number): { atom: DateAtom; end: number } | null {
  const lead = s.tokens[i]
  const opener = lead?.kind === 'word' && DAY_RANGE_OPENERS.has(lead.norm) ? lead.norm : null
  // "21h15 until the 7th": digits glued to what comes before belong to it.
  if (!opener && lead?.gap === '' && i > 0) return null
  const first = sideAt(s, opener ? i + 1 : i)
  if (!first) return null
  const between = opener === 'entre' || opener === 'between'
  const at = linkEnd(s, first.end, between)
  if (at === null) return null
  const second = sideAt(s, at)
  // "le 24-12" is a date written day-month: "3-5" is a range only with its month ("3-5 déc.").
  if (!second || (at === first.end && second.day.month === null)) return null
  const plain = first.marked || second.marked || opener === 'du'
  if (!plain) return null
  return { atom: { kind: 'day_range', from: startMonth(first.day, second.day), to: second.day }, end: second.end }
}
