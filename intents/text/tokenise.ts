import { fold } from './normalise'

export type TokenKind = 'word' | 'num' | 'punct'
/** What stands between a token and the previous one: nothing, a space, a hyphen or an apostrophe. */
export type Gap = '' | ' ' | '-' | "'"

export interface Token {
  /** Folded text (lower case, no accents); digits for numbers; the character itself for punctuation. */
  norm: string
  kind: TokenKind
  /** Offsets in the original text, so that free text can be returned as written. */
  start: number
  end: number
  gap: Gap
  /** The token starts with a capital letter as written. */
  upper: boolean
  /** The folded word as typed, when a typo was corrected into `norm`. */
  typed?: string
}

// Chat sentences are short; this bound keeps adversarial input linear and cheap.
export const MAX_TOKENS = 400

const LETTER = /[\p{L}\p{M}]/u
const DIGIT = /\p{Nd}/u
const SPACE = /\s/u
const APOSTROPHES = new Set(["'", '’', '‘', 'ʼ', '`', '´', '′'])
const HYPHENS = new Set(['-', '‐', '‑', '‒', '–', '—', '―', '−'])

type CharClass = 'letter' | 'digit' | 'space' | 'apostrophe' | 'hyphen' | 'other'

function classify(ch: string): CharClass {
  const code = ch.charCodeAt(0)
  if (code < 128) {
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) return 'letter'
    if (code >= 48 && code <= 57) return 'digit'
    if (code === 32 || (code >= 9 && code <= 13)) return 'space'
    if (code === 39 || code === 96) return 'apostrophe'
    if (code === 45) return 'hyphen'
    return 'other'
  }
  if (APOSTROPHES.has(ch)) return 'apostrophe'
  if (HYPHENS.has(ch)) return 'hyphen'
  if (LETTER.test(ch)) return 'letter'
  if (DIGIT.test(ch)) return 'digit'
  if (SPACE.test(ch)) return 'space'
  return 'other'
}

function digitValue(raw: string): string {
  let out = ''
  for (const ch of raw) {
    const code = ch.charCodeAt(0)
    out += code >= 48 && code <= 57 ? ch : ch.normalize('NFKD').replace(/\D/g, '') || '0'
  }
  return out
}

/**
 * Splits text into words, numbers and punctuation. Letters and digits are split apart ("9h30" is
 * 9, h, 30; "HIVER26" is hiver, 26) and glued tokens keep an empty gap so matchers can join them.
 */
export function tokenise(text: string, maxTokens = MAX_TOKENS): Token[] {
  const tokens: Token[] = []
  let gap: Gap = ' '
  let i = 0
  const n = text.length
  while (i < n && tokens.length < maxTokens) {
    const cp = text.codePointAt(i) ?? 0
    const ch = String.fromCodePoint(cp)
    const cls = classify(ch)
    if (cls === 'space') {
      gap = ' '
      i += ch.length
      continue
    }
    if (cls === 'apostrophe' || cls === 'hyphen') {
      const prev = tokens[tokens.length - 1]
      const glued = gap === '' && prev !== undefined && prev.kind !== 'punct'
      const next = i + ch.length < n ? classify(String.fromCodePoint(text.codePointAt(i + ch.length) ?? 0)) : 'space'
      if (glued && (next === 'letter' || next === 'digit')) {
        gap = cls === 'apostrophe' ? "'" : '-'
      } else if (cls === 'hyphen') {
        tokens.push({ norm: '-', kind: 'punct', start: i, end: i + ch.length, gap, upper: false })
        gap = ''
      } else {
        gap = ' '
      }
      i += ch.length
      continue
    }
    if (cls === 'other') {
      tokens.push({ norm: ch, kind: 'punct', start: i, end: i + ch.length, gap, upper: false })
      gap = ''
      i += ch.length
      continue
    }
    const start = i
    let j = i
    while (j < n) {
      const c = String.fromCodePoint(text.codePointAt(j) ?? 0)
      if (classify(c) !== cls) break
      j += c.length
    }
    const raw = text.slice(start, j)
    if (cls === 'digit') {
      tokens.push({ norm: digitValue(raw), kind: 'num', start, end: j, gap, upper: false })
    } else {
      const first = raw.charAt(0)
      const word = fold(raw)
      // "10ish", "3pmish": an approximate time is read as that time (the suffix goes, "pm" stays).
      const ish = gap === '' && tokens[tokens.length - 1]?.kind === 'num' && word.endsWith('ish')
      if (!ish || word !== 'ish') tokens.push({ norm: ish ? word.slice(0, -3) : word, kind: 'word', start, end: j, gap, upper: first !== first.toLowerCase() })
    }
    gap = ''
    i = j
  }
  return tokens
}

/** The original text covered by tokens [from, to). */
export function rawText(text: string, tokens: readonly Token[], from: number, to: number): string {
  if (to <= from) return ''
  return text.slice(tokens[from].start, tokens[to - 1].end)
}
