import type { CompiledLexicon } from '../lexicon/compile-lexicon'
import type { Token } from './tokenise'

/**
 * Replaces a word nobody knows by the one keyword within one edit of it ("demian" demain,
 * "vendredy" vendredi). Known words, the tenant's own names and ambiguous typos are left alone.
 */
export function correctTypos(tokens: readonly Token[], lex: CompiledLexicon, tenantWords: ReadonlySet<string>): Token[] {
  // A long message says the same words again: each is looked up once.
  const corrected = new Map<string, string | null>()
  return tokens.map((t) => {
    if (t.kind !== 'word' || t.norm.length < 4 || lex.known.has(t.norm) || tenantWords.has(t.norm)) return t
    let fix = corrected.get(t.norm)
    if (fix === undefined) {
      const near = lex.typos.near(t.norm)
      fix = near.length === 1 ? near[0] : null
      corrected.set(t.norm, fix)
    }
    return fix !== null ? { ...t, norm: fix, typed: t.norm } : t
  })
}
