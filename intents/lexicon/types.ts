import type { Lang } from '../types'

/** The phrase tables a language provides; each maps a key to the phrases that say it. */
export type GroupName =
  | 'cue'
  | 'option'
  | 'gears'
  | 'day'
  | 'weekday'
  | 'month'
  | 'monthPart'
  | 'part'
  | 'now'
  | 'weekend'
  | 'unit'
  | 'conn'
  | 'meridiem'
  | 'ordinal'
  | 'rank'
  | 'half'
  | 'seats'
  | 'dist'
  | 'discount'
  | 'approx'
  | 'stationWord'
  | 'place'
  | 'negation'
  | 'instead'
  | 'street'
  | 'article'
  | 'span'

export type PhraseTable = Readonly<Record<string, readonly string[]>>

export interface Lexicon {
  lang: Lang
  groups: { readonly [G in GroupName]?: PhraseTable }
  /** Numbers in words, one word each; compounds ("vingt-deux", "twenty two") are read by the number matcher. */
  numbers: Readonly<Record<string, number>>
  /** Text-message forms and their full spelling, rewritten before matching. */
  abbreviations: Readonly<Record<string, string>>
  /** Frequent words: they tell the language apart and are never "corrected" as typos. */
  common: readonly string[]
  /** Phrases that mean something else in the other language: used only when the sentence is in this one. */
  restricted: readonly string[]
}
