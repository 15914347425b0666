import type { GearsType, Lang, OptionId } from '../types'
import type { CompiledLexicon, EntryGroup, LexEntry } from '../lexicon/compile-lexicon'
import type { Token } from '../text/tokenise'

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** A part of a month: "début"/"early", "mi"/"mid", "fin"/"end". */
export type MonthPart = 'early' | 'mid' | 'late'

export type DaySpec =
  /** `fromNow`: counted from now ("dans 3 jours"), so it keeps now's time when none is said. */
  | { kind: 'relative'; days: number; fromNow?: boolean; afterStart?: boolean }
  /** "le 17 du mois prochain", "the 20th of next month": a day of the month so many months ahead. */
  | { kind: 'month_day'; day: number; monthsAhead: number }
  /** "le premier mercredi du mois prochain", "the last friday of May": `n` is 1 to 5, or -1 for the last. */
  | { kind: 'nth_weekday'; n: number; weekday: Weekday; month: number | null; monthsAhead: number }
  /** Counted from now ("in 2 months"): keeps now's time when none is said. */
  | { kind: 'months'; months: number }
  /** `plus`: days added to the weekday ("a week from Monday", "lundi en huit"); `week`: the one in next week ("friday next week"). */
  | { kind: 'weekday'; weekday: Weekday; mod: 'this' | 'next' | 'last' | null; plus?: number; week?: 'next' }
  | { kind: 'date'; day: number; month: number | null; year: number | null }
  | { kind: 'next_week' }
  /** The first day of next month. */
  | { kind: 'next_month' }
  /** "début décembre", "mid December", "end of December": a day of that part of the month. */
  | { kind: 'month_part'; part: MonthPart; month: number; year: number | null }

export interface TimeSpec {
  h: number
  m: number
  /** Said with am/pm. */
  meridiem: boolean
  /** A bare number ("at 9"), or a clock whose half of the day is open ("9:30"). */
  loose: boolean
  /** Midnight: 00:00 of the next day. */
  nextDay: boolean
}

export type PartName = 'morning' | 'afternoon' | 'evening' | 'tonight' | 'this_morning' | 'this_noon' | 'this_afternoon'

export type DurationUnit = 'minute' | 'day' | 'month'
/** Hours and minutes are counted in minutes (elapsed time); days and weeks in days (wall clock). */
export interface Amount {
  n: number
  unit: DurationUnit
}

export type DateAtom =
  | { kind: 'day'; day: DaySpec }
  | { kind: 'time'; time: TimeSpec }
  | { kind: 'part'; part: PartName }
  | { kind: 'now' }
  | { kind: 'in'; amount: Amount }
  | { kind: 'for'; amount: Amount }
  | { kind: 'for_day' }
  | { kind: 'weekend' }
  /** "this week", "cette semaine": read as a span only where a search covers one (a carpool search). */
  | { kind: 'this_week' }
  /** "du 3 au 5 décembre", "from the 3rd to the 5th": a start day and an end day said together. */
  | { kind: 'day_range'; from: DaySpec; to: DaySpec }

interface Span {
  start: number
  end: number
}

export type Entity = Span &
  (
    | { type: 'station'; id: string; quality: number }
    | { type: 'category'; id: string; quality: number }
    | { type: 'label'; id: string; quality: number }
    | { type: 'option'; id: OptionId; negated: boolean }
    | { type: 'gears'; value: GearsType }
    | { type: 'seats'; people: number }
    | { type: 'distance'; value: number; unit: 'km' | 'mi' }
    | { type: 'discount'; code: string }
    | { type: 'date'; atom: DateAtom }
    | { type: 'cue'; cue: string }
  )

export type EntityType = Entity['type']
export type EntityOf<T extends EntityType> = Extract<Entity, { type: T }>

/** What every matcher reads: the tokens and the lexicon phrases found at each position. */
export interface Sentence {
  text: string
  tokens: Token[]
  lang: Lang
  lex: CompiledLexicon
  /** Lexicon phrases starting at each token, longest first. */
  hits: LexEntry[][]
  /** Numbers already read, by position and options: several matchers read the same ones. */
  numbers?: Map<number, unknown>
}

/** The longest phrase of a group (and key) starting at token i. */
export function phrase(s: Sentence, i: number, group: EntryGroup, key?: string): LexEntry | undefined {
  const list = s.hits[i]
  if (!list) return undefined
  for (const e of list) if (e.group === group && (key === undefined || e.key === key)) return e
  return undefined
}

/** The phrase of a group that ends exactly at token `end` (exclusive), looking back a few tokens. */
export function phraseEndingAt(s: Sentence, end: number, group: EntryGroup, key?: string): { start: number; entry: LexEntry } | undefined {
  for (let k = Math.max(0, end - 5); k < end; k++) {
    for (const e of s.hits[k] ?? []) {
      if (e.group === group && k + e.len === end && (key === undefined || e.key === key)) return { start: k, entry: e }
    }
  }
  return undefined
}

export const isWord = (t: Token | undefined, norm?: string): boolean => t !== undefined && t.kind === 'word' && (norm === undefined || t.norm === norm)
export const isPunct = (t: Token | undefined, norm: string): boolean => t !== undefined && t.kind === 'punct' && t.norm === norm
