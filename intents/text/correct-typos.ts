import type { CompiledLexicon } from '../lexicon/compile-lexicon'
import type { Token } from './tokenise'

/**
 * Replaces a word nobody knows by the one keyword within one edit of it ("demian" demain,
 * "vendredy" vendredi). Known words, the tenant's own names and ambiguous typos are left alone.
 */
export function correctTypos(tokens: readonly Token[], lex: CompiledLexicon, tenantWords: ReadonlySet<string>): Token[] {
  return tokens.map((t) => {
    if (t.kind !== 'word' || t.norm.length < 4 || lex.known.has(t.norm) || tenantWords.has(t.norm)) return t
    const near = lex.typos.near(t.norm)
    return near.length === 1 ? { ...t, norm: near[0], typed: t.norm } : t
  })
}
