import type { Lang } from '../types'
import type { CompiledLexicon } from '../lexicon/compile-lexicon'
import type { Token } from './tokenise'

const FRENCH_LETTERS = /[éèêëàâùûçôîïœÉÈÊÀÂÙÛÇÔÎ]/

/**
 * Counts words that belong to one language only. Names of the tenant's places do not vote; an
 * accented letter and the French clock ("9h") lean French, am/pm leans English. A tie is French,
 * the product's default language.
 */
export function detectLanguage(
  text: string,
  tokens: readonly Token[],
  lex: CompiledLexicon,
  placeWords: ReadonlySet<string>,
): { lang: Lang; fr: number; en: number } {
  let fr = 0
  let en = 0
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]
    if (t.kind !== 'word') continue
    const prev = tokens[i - 1]
    if (prev?.kind === 'num' && (t.norm === 'h' || t.norm === 'am' || t.norm === 'pm')) {
      if (t.norm === 'h') fr += 0.5
      else en += 1
      continue
    }
    if (placeWords.has(t.norm)) continue
    const lang = lex.langOf.get(t.norm)
    if (lang === 'fr') fr += 1
    else if (lang === 'en') en += 1
    if (FRENCH_LETTERS.test(text.slice(t.start, t.end))) fr += 0.5
  }
  return { lang: en > fr ? 'en' : 'fr', fr, en }
}
