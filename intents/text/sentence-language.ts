import type { Catalog, Lang } from '../types'
import { buildCatalogMatcher, isCompiled, type CompiledCatalog } from '../catalog/compile-catalog'
import { lexicon } from '../lexicon'
import { detectLanguage } from './detect-language'
import { tokenise } from './tokenise'

/**
 * The language a sentence is written in, or null when it is too short to tell: "3h", "YUL", "ok"
 * carry no word of one language (a clock's "h" is half a vote). The result's `lang` breaks ties
 * towards French; the dialogue needs to know there was a tie (../shared/dialogues/CONTRACT.md, rule 4).
 */
export function sentenceLanguage(text: string, catalog: Catalog | CompiledCatalog): Lang | null {
  const cat = isCompiled(catalog) ? catalog : buildCatalogMatcher(catalog)
  const { fr, en } = detectLanguage(text, tokenise(text), lexicon(), cat.placeWords)
  if (Math.abs(fr - en) < 1) return null
  return fr > en ? 'fr' : 'en'
}
