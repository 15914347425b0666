import type { Lang } from '../types'
import type { CompiledLexicon } from '../lexicon/compile-lexicon'
import type { Token } from './tokenise'

// Said alike in both languages: alone, they do not tell which one the driver writes in.
const EITHER = new Set(['ok', 'okay', 'cool', 'super', 'top', 'go'])
const FRENCH_LETTERS = /[éèêëàâùûçôîïœÉÈÊÀÂÙÛÇÔÎ]/

/**
 * Counts words that belong to one language only. Names of the tenant's places do not vote; an
 * accented letter and the French clock ("9h") lean French, am/pm leans English. A tie is French,
 * the product's default language. `told` is the language of the words alone, null when they do not
 * tell ("16h", "Berri", "ok"): the chat keeps the conversation's language then.
 */
export function detectLanguage(
  text: string,
  tokens: readonly Token[],
  lex: CompiledLexicon,
  placeWords: ReadonlySet<string>,
): { lang: Lang; fr: number; en: number; told: Lang | null } {
  let fr = 0
  let en = 0
  // Votes of words alone: a clock ("9h", "6pm") does not tell which language the driver writes in.
  let frWords = 0
  let enWords = 0
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
    const accent = FRENCH_LETTERS.test(text.slice(t.start, t.end)) ? 0.5 : 0
    if (EITHER.has(t.norm)) {
      if (lang === 'fr') fr += 1
      else if (lang === 'en') en += 1
      continue
    }
    if (lang === 'fr') frWords += 1
    else if (lang === 'en') enWords += 1
    frWords += accent
  }
  fr += frWords
  en += enWords
  const told: Lang | null = frWords === enWords ? null : frWords > enWords ? 'fr' : 'en'
  return { lang: en > fr ? 'en' : 'fr', fr, en, told }
}
