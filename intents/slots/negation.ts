import type { GearsType, OptionId } from '../types'
import { NEGATION_CHAIN, NEGATION_FILLERS, NEGATION_WORDS } from '../lexicon/function-words'
import { phraseEndingAt, type Entity, type EntityOf, type Sentence } from '../matchers/types'

type Span = Pick<Entity, 'start' | 'end'>

/** A negation right before the span, over "de"/"la"/"any" ("sans la clim", "pas de SUV", "not manual"). */
function negatedBefore(s: Sentence, at: number): boolean {
  let pos = at
  for (let step = 0; step < 3 && pos > 0; step++) {
    if (phraseEndingAt(s, pos, 'negation')) return true
    const word = s.tokens[pos - 1].norm
    if (NEGATION_WORDS.has(word)) return true
    if (NEGATION_FILLERS.has(word)) pos--
    else break
  }
  return false
}

/**
 * Whether the k-th of a list of same-kind entities is said with a negation. With `chain`, one
 * negation covers a list ("sans clim ni GPS", "without A/C or GPS"); options are listed so, while a
 * category after a comma is the correction ("no SUV, a sedan").
 */
export function isNegated(s: Sentence, list: readonly Span[], k: number, chain: boolean): boolean {
  if (negatedBefore(s, list[k].start)) return true
  const before = list[k - 1]
  if (!chain || !before || !isNegated(s, list, k - 1, chain)) return false
  return s.tokens.slice(before.end, list[k].start).every((t) => NEGATION_CHAIN.has(t.norm))
}

export interface Unwanted {
  options: OptionId[]
  categories: string[]
  gearsType: GearsType[]
}

function ofType<T extends Entity['type']>(entities: readonly Entity[], type: T): EntityOf<T>[] {
  return entities.filter((e): e is EntityOf<T> => e.type === type)
}

/**
 * What a search sentence says it does not want ("sans GPS", "pas de SUV", "not automatic"): never
 * read as asked for, and taken back from the previous turn's search in a follow-up.
 */
export function unwantedOf(s: Sentence, entities: readonly Entity[]): Unwanted {
  const options = ofType(entities, 'option')
  const categories = ofType(entities, 'category')
  const gears = ofType(entities, 'gears')
  return {
    options: options.filter((_, k) => isNegated(s, options, k, true)).map((o) => o.id as OptionId),
    categories: categories.filter((_, k) => isNegated(s, categories, k, false)).map((c) => c.id),
    gearsType: gears.filter((_, k) => isNegated(s, gears, k, false)).map((g) => g.value),
  }
}
