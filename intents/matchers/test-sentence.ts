import type { Lang } from '../types'
import { phrasesAt } from '../lexicon/compile-lexicon'
import { lexicon } from '../lexicon'
import { expandAbbreviations } from '../text/abbreviations'
import { tokenise } from '../text/tokenise'
import type { Sentence } from './types'

/** A sentence ready for a matcher, for tests of one matcher at a time. */
export function sentenceOf(text: string, lang: Lang = 'fr'): Sentence {
  const lex = lexicon()
  const tokens = expandAbbreviations(tokenise(text), lex, lang)
  return { text, tokens, lang, lex, hits: tokens.map((_, i) => phrasesAt(lex, tokens, i, lang)) }
}
