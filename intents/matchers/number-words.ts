import { NUMBER_JOINERS, ONE_ARTICLES } from '../lexicon/function-words'
import { isPunct, phrase, type Sentence } from './types'

export interface NumberRead {
  value: number
  /** Token index after the number. */
  end: number
  /** Written in words rather than digits. */
  words: boolean
}

interface ReadOptions {
  /** "un", "une", "a", "an" read as one (before a unit: "une heure", "an hour"). */
  articles?: boolean
  /** "1.5", "2,5". */
  decimals?: boolean
}

function wordValue(s: Sentence, i: number, articles: boolean): number | null {
  const t = s.tokens[i]
  if (!t || t.kind !== 'word') return null
  if (!articles && ONE_ARTICLES.has(t.norm)) return null
  const e = phrase(s, i, 'number')
  return e && e.len === 1 ? Number(e.key) : null
}

/** True when a word may follow `current` in a compound number ("vingt-deux", "two hundred fifty"). */
function canAdd(current: number, v: number): boolean {
  const rest = current % 100
  if (rest === 0) return true
  if (rest % 10 !== 0) return false
  if (v < 10) return true
  return (rest === 60 || rest === 80) && v < 20
}

/** Reads a number in digits or in words at token i. */
export function readNumber(s: Sentence, i: number, options: ReadOptions = {}): NumberRead | null {
  const key = i * 4 + (options.articles ? 1 : 0) + (options.decimals ? 2 : 0)
  s.numbers ??= new Map()
  if (s.numbers.has(key)) return s.numbers.get(key) as NumberRead | null
  const read = readAt(s, i, options)
  s.numbers.set(key, read)
  return read
}

function readAt(s: Sentence, i: number, options: ReadOptions): NumberRead | null {
  const t = s.tokens[i]
  if (!t) return null
  if (t.kind === 'num') {
    if (t.norm.length > 9) return null
    let value = Number(t.norm)
    let end = i + 1
    const sep = s.tokens[i + 1]
    const frac = s.tokens[i + 2]
    if (options.decimals && sep && frac && (isPunct(sep, '.') || isPunct(sep, ',')) && sep.gap === '' && frac.gap === '' && frac.kind === 'num' && frac.norm.length <= 3) {
      value = Number(`${t.norm}.${frac.norm}`)
      end = i + 3
    }
    return { value, end, words: false }
  }
  const first = wordValue(s, i, options.articles ?? false)
  if (first === null) return null
  // "a couple", "a dozen": the article is not a number of its own.
  if (first === 1 && ONE_ARTICLES.has(t.norm)) {
    const next = wordValue(s, i + 1, false)
    if (next !== 2 && next !== 12) return { value: 1, end: i + 1, words: true }
    const end = s.tokens[i + 2]?.norm === 'of' ? i + 3 : i + 2
    return { value: next, end, words: true }
  }
  let total = 0
  let current = 0
  let end = i
  while (end < s.tokens.length) {
    let j = end
    const joined = j > i && NUMBER_JOINERS.has(s.tokens[j].norm) && s.tokens[j].kind === 'word'
    if (joined) j++
    // "vingt et un": after a joiner, "un" is a number again.
    const v = wordValue(s, j, joined || j === i)
    if (v === null) break
    if (v === 100) current = (current || 1) * 100
    else if (v === 1000) {
      total += (current || 1) * 1000
      current = 0
    } else if (v === 20 && current % 100 === 4) current = current - 4 + 80
    else if (canAdd(current, v)) current += v
    else break
    end = j + 1
  }
  return { value: total + current, end, words: true }
}
