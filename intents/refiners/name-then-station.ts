import { ARTICLES, TRAILING_STATION_WORDS } from '../lexicon/function-words'
import type { Sentence } from '../matchers/types'

/** Name words a station word may follow: "union", "north", "King's Cross" (more would swallow a sentence). */
const MAX_NAME_TOKENS = 3

/** Where such a place starts and ends in tokens, end excluded. */
export interface NamedStation {
  first: number
  end: number
}

/**
 * An English place closed by its station word, from token i (an article there is skipped): "union
 * station", "the north station", "Union Station". The name's words are read by `isName` (the
 * caller's: capitalised or unknown, and not taken), so a station of the catalog, whose tokens are
 * taken, still wins. The station word is what makes lowercase words a place here: without it, "to
 * union" followed by "station" was cut to "union", or dropped as no place after a weak "to".
 * French writes the station word first ("gare de lyon"), which stationPlace reads; so English only.
 */
export function nameThenStation(s: Sentence, i: number, isName: (j: number) => boolean, isFree: (j: number) => boolean): NamedStation | null {
  if (s.lang !== 'en') return null
  const first = s.tokens[i] && ARTICLES.has(s.tokens[i].norm) && !s.tokens[i].upper ? i + 1 : i
  for (let j = first; j < s.tokens.length && j <= first + MAX_NAME_TOKENS; j++) {
    // Checked before isName: a capitalised "Station" is a name word too, and closes the place all the same.
    if (j > first && TRAILING_STATION_WORDS.has(s.tokens[j].norm) && s.tokens[j].kind === 'word' && isFree(j)) return { first, end: j + 1 }
    if (!isName(j)) return null
  }
  return null
}
