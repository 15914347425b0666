import { MID_MONTH, MONTH_OF } from '../lexicon/function-words'
import { monthAt, namedDate, yearAt, type DayMatch } from './calendar-day'
import { isWord, phrase, type MonthPart, type Sentence } from './types'

/** "début décembre", "mi-décembre", "fin décembre 2027", "early December", "end of December". */
export function matchMonthPart(s: Sentence, i: number): DayMatch | null {
  const e = phrase(s, i, 'monthPart')
  const part = e ? (e.key as MonthPart) : isWord(s.tokens[i]) && MID_MONTH.has(s.tokens[i].norm) ? 'mid' : null
  if (!part) return null
  let j = i + (e?.len ?? 1)
  if (isWord(s.tokens[j]) && MONTH_OF.has(s.tokens[j].norm)) j++
  const mo = monthAt(s, j)
  // "early December 3rd" names its day: the date matcher reads it.
  if (!mo || namedDate(s, j)) return null
  const y = yearAt(s, mo.end)
  return { day: { kind: 'month_part', part, month: mo.month, year: y?.year ?? null }, end: y?.end ?? mo.end }
}
