import { compileLexicons, type CompiledLexicon } from './compile-lexicon'
import { en } from './en'
import { fr } from './fr'

let compiled: CompiledLexicon | null = null

/** The French and English lexicons, compiled once on first use. */
export function lexicon(): CompiledLexicon {
  compiled ??= compileLexicons([fr, en])
  return compiled
}
