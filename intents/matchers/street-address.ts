import { NAME_LINKS } from '../lexicon/function-words'
import { isWord, phrase, phraseEndingAt, type Sentence } from './types'

/** "1200", "845": a house number, not an hour ("demain 10 Vieux-Port" is 10:00 there, as "demain 10h"). */
function houseNumber(s: Sentence, k: number): boolean {
  const t = s.tokens[k]
  // Glued to what comes before, it is the minutes of a clock ("9h30", "9:30").
  if (t === undefined || t.kind !== 'num' || t.gap === '' || t.norm.length < 2 || t.norm.length > 5 || isWord(s.tokens[k + 1], 'h')) return false
  const afterDay = phraseEndingAt(s, k, 'day') ?? phraseEndingAt(s, k, 'weekday') ?? phraseEndingAt(s, k, 'part')
  return !(afterDay && Number(t.norm) <= 24)
}

/** A street word at k: "Street", "rue", "Ave"; "St" only when it is not "Saint" ("St-Laurent", "St Denis"). */
function streetWord(s: Sentence, k: number): boolean {
  if (!phrase(s, k, 'street')) return false
  if (s.tokens[k].norm !== 'st') return true
  const next = s.tokens[k + 1]
  return !(next && next.kind === 'word' && (next.gap === '-' || next.upper))
}

/**
 * True when the words [start, end) are the street of an address: a house number or a street word
 * right before them ("1200 Sherbrooke", "rue de Sherbrooke"), or a street word right after them
 * ("Sherbrooke Street West"). A station's name or alias there names the street, not the station.
 */
export function insideStreetAddress(s: Sentence, start: number, end: number): boolean {
  let before = start - 1
  while (before > 0 && NAME_LINKS.has(s.tokens[before].norm) && start - before <= 2) before--
  if (before >= 0 && (houseNumber(s, before) || streetWord(s, before))) return true
  return streetWord(s, end)
}
