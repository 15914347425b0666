import { CODE_FILLERS, HOUR_MARKS, PEOPLE_COUNT_LINKS } from '../lexicon/function-words'
import { readNumber } from './number-words'
import { isPunct, isWord, phrase, type Sentence } from './types'

export interface SeatsMatch {
  people: number
  end: number
}

/** "pour 5 personnes", "with 3 passengers" (the driver makes 4), "7 places", "a 7-seater", "we are 5", "on est à 3". */
export function matchSeats(s: Sentence, i: number): SeatsMatch | null {
  const we = phrase(s, i, 'seats', 'we_are')
  let at = we ? i + we.len : i
  if (we && isWord(s.tokens[at]) && PEOPLE_COUNT_LINKS.has(s.tokens[at].norm)) at++
  const n = readNumber(s, at)
  if (!n || n.value < 1 || n.value > 100) return null
  const noun = phrase(s, n.end, 'seats')
  if (noun && noun.key !== 'we_are') {
    const people = noun.key === 'passengers' ? n.value + 1 : n.value
    return { people, end: n.end + noun.len }
  }
  if (!we) return null
  // "on est à 2h de Montréal", "we are 5 km away", "on est à 10:30": a time or a distance, not people.
  const next = s.tokens[n.end]
  if (next && ((next.gap === '' && (next.kind !== 'punct' || next.norm === ':')) || HOUR_MARKS.has(next.norm) || phrase(s, n.end, 'unit') || phrase(s, n.end, 'dist'))) return null
  return { people: n.value, end: n.end }
}

export interface DistanceMatch {
  value: number
  unit: 'km' | 'mi'
  end: number
}

/** "250 km", "80km", "2,5 kilomètres", "50 miles". */
export function matchDistance(s: Sentence, i: number): DistanceMatch | null {
  const n = readNumber(s, i, { decimals: true })
  if (!n || n.value <= 0) return null
  const unit = phrase(s, n.end, 'dist')
  if (!unit) return null
  return { value: n.value, unit: unit.key === 'mi' ? 'mi' : 'km', end: n.end + unit.len }
}

export interface DiscountMatch {
  code: string
  end: number
}

// Characters that join the parts of a code ("SAVE_20", "NOEL-2026").
const CODE_GLUE = new Set(['_', '-'])

/** Whether token k + 1 carries on the code that token k belongs to ("PROMO10" is promo, 10; "SAVE_20"; "ete-2026"). */
function codeGoesOn(s: Sentence, k: number): number {
  const t = s.tokens[k + 1]
  if (!t) return 0
  if ((t.gap === '' || t.gap === '-') && t.kind !== 'punct') return 1
  if (t.gap === '' && CODE_GLUE.has(t.norm) && s.tokens[k + 2]?.gap === '' && s.tokens[k + 2].kind !== 'punct') return 2
  return 0
}

/** "code promo HIVER26", "discount code WELCOME10": the code as typed. */
export function matchDiscount(s: Sentence, i: number): DiscountMatch | null {
  // A cue word inside a code ("PROMO10" is promo, 10) is the code, not a cue.
  const before = s.tokens[i - 1]
  if (before && s.tokens[i].gap === '' && before.kind !== 'punct') return null
  const cue = (s.hits[i] ?? []).find((e) => e.group === 'discount' && !codeGoesOn(s, i + e.len - 1))
  if (!cue) return null
  let j = i + cue.len
  // A filler glued to what follows ("avec le code PROMO10") starts the code.
  while (j < s.tokens.length && j < i + cue.len + 3 && CODE_FILLERS.has(s.tokens[j].norm) && !codeGoesOn(s, j)) j++
  const first = s.tokens[j]
  if (!first || first.kind === 'punct') return null
  let k = j + 1
  for (let step = codeGoesOn(s, j); step > 0; step = codeGoesOn(s, k - 1)) k += step
  const code = s.text.slice(first.start, s.tokens[k - 1].end)
  const hasDigit = /\d/.test(code)
  const letters = code.replace(/[^\p{L}]/gu, '')
  const shouted = letters.length >= 3 && letters === letters.toUpperCase()
  const knownWord = k === j + 1 && (s.lex.known.has(first.norm) || (s.hits[j]?.length ?? 0) > 0)
  if (!hasDigit && !shouted && knownWord) return null
  if (isPunct(s.tokens[k], '@')) return null
  return { code, end: k }
}
