import type { Lang } from '../types'
import { rewriteAt, type CompiledLexicon } from '../lexicon/compile-lexicon'
import type { Token } from './tokenise'

const gluedAlnum = (a: Token | undefined, b: Token | undefined) => a !== undefined && b !== undefined && b.gap === '' && a.kind !== 'punct' && b.kind !== 'punct'

function foreign(rewrite: ReturnType<typeof rewriteAt>, tokens: readonly Token[], i: number, lex: CompiledLexicon) {
  if (!rewrite) return null
  for (let k = i; k < i + rewrite.len; k++) if (lex.words.has(tokens[k].norm)) return null
  return rewrite
}

/**
 * Spells out text-message forms ("dem" demain, "tmrw" tomorrow, "mdp" mot de passe). The full
 * words cover the span of the short form, so raw text stays available. The sentence's language
 * is tried first: "cc" is coucou in French and credit card in English.
 */
export function expandAbbreviations(tokens: readonly Token[], lex: CompiledLexicon, lang: Lang): Token[] {
  const other: Lang = lang === 'fr' ? 'en' : 'fr'
  const out: Token[] = []
  let i = 0
  while (i < tokens.length) {
    // The other language's short forms only where they cannot be a word ("we" stays "we" in English).
    const rewrite = rewriteAt(lex.rewrites[lang], tokens, i) ?? foreign(rewriteAt(lex.rewrites[other], tokens, i), tokens, i, lex)
    const last = rewrite ? i + rewrite.len - 1 : i
    if (!rewrite || gluedAlnum(tokens[i - 1], tokens[i]) || gluedAlnum(tokens[last], tokens[last + 1])) {
      out.push(tokens[i])
      i++
      continue
    }
    const first = tokens[i]
    rewrite.to.forEach((norm, k) => {
      out.push({
        norm,
        kind: /^\d+$/.test(norm) ? 'num' : 'word',
        start: first.start,
        end: tokens[last].end,
        gap: k === 0 ? first.gap : ' ',
        upper: k === 0 && first.upper,
      })
    })
    i = last + 1
  }
  return out
}
