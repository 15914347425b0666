import type { Lang } from '../types'
import { tokenise, type Token } from '../text/tokenise'
import { TypoIndex } from '../text/spelling'
import type { GroupName, Lexicon } from './types'

export type EntryGroup = GroupName | 'number'

export interface LexEntry {
  group: EntryGroup
  key: string
  /** Set when the phrase is read only in sentences of this language. */
  lang: Lang | null
  /** Number of tokens the phrase spans. */
  len: number
}

interface TrieNode {
  next: Map<string, TrieNode>
  entries: LexEntry[]
}

interface Rewrite {
  len: number
  to: string[]
}

interface RewriteNode {
  next: Map<string, RewriteNode>
  rewrite: Rewrite | null
}

export interface CompiledLexicon {
  readonly root: TrieNode
  readonly rewrites: Readonly<Record<Lang, RewriteNode>>
  /** Words that belong to one language only, for language detection. */
  readonly langOf: ReadonlyMap<string, Lang>
  /** Every word the lexicons know: never taken for a typo. */
  readonly known: ReadonlySet<string>
  /** Words of phrases and common words (text-message forms aside). */
  readonly words: ReadonlySet<string>
  /** Keywords a typo may be corrected to. */
  readonly typos: TypoIndex
}

const newNode = (): TrieNode => ({ next: new Map(), entries: [] })

/** Token spellings of a phrase: as tokenised, and with its hyphenated or elided parts joined ("week-end", "weekend"). */
function spellings(phrase: string): string[][] {
  const tokens = tokenise(phrase)
  const split = tokens.map((t) => t.norm)
  const joined: string[] = []
  for (const t of tokens) {
    if ((t.gap === '-' || t.gap === "'") && joined.length > 0) joined[joined.length - 1] += t.norm
    else joined.push(t.norm)
  }
  return joined.length === split.length ? [split] : [split, joined]
}

function insert(root: TrieNode, words: string[], entry: LexEntry): void {
  let node = root
  for (const w of words) {
    let child = node.next.get(w)
    if (!child) {
      child = newNode()
      node.next.set(w, child)
    }
    node = child
  }
  const same = node.entries.find((e) => e.group === entry.group && e.key === entry.key)
  if (!same) node.entries.push(entry)
  else if (same.lang !== entry.lang) same.lang = null
}

function insertRewrite(root: RewriteNode, words: string[], to: string[]): void {
  let node = root
  for (const w of words) {
    let child = node.next.get(w)
    if (!child) {
      child = { next: new Map(), rewrite: null }
      node.next.set(w, child)
    }
    node = child
  }
  node.rewrite ??= { len: words.length, to }
}

/** Builds one trie of phrases for all languages, with the rewrites of text-message forms. */
export function compileLexicons(lexicons: readonly Lexicon[]): CompiledLexicon {
  const root = newNode()
  const langsOfWord = new Map<string, Set<Lang>>()
  const keywords = new Set<string>()
  const plainWords = new Set<string>()
  const rewrites = {} as Record<Lang, RewriteNode>
  const noteWord = (w: string, lang: Lang) => {
    if (w.length < 2 || /^\d+$/.test(w)) return
    let set = langsOfWord.get(w)
    if (!set) langsOfWord.set(w, (set = new Set()))
    set.add(lang)
  }

  for (const lex of lexicons) {
    const restricted = new Set(lex.restricted)
    const add = (group: EntryGroup, key: string, phrase: string) => {
      const lang = restricted.has(phrase) ? lex.lang : null
      for (const words of spellings(phrase)) {
        insert(root, words, { group, key, lang, len: words.length })
        for (const w of words) {
          noteWord(w, lex.lang)
          keywords.add(w)
          plainWords.add(w)
        }
      }
    }
    for (const [group, table] of Object.entries(lex.groups) as [GroupName, Record<string, readonly string[]>][]) {
      for (const [key, phrases] of Object.entries(table)) for (const phrase of phrases) add(group, key, phrase)
    }
    for (const [word, value] of Object.entries(lex.numbers)) add('number', String(value), word)
    for (const word of lex.common) {
      for (const words of spellings(word)) {
        for (const w of words) {
          noteWord(w, lex.lang)
          plainWords.add(w)
        }
      }
    }

    const rewriteRoot: RewriteNode = { next: new Map(), rewrite: null }
    for (const [short, full] of Object.entries(lex.abbreviations)) {
      const to = tokenise(full).map((t) => t.norm)
      const words = tokenise(short).map((t) => t.norm)
      insertRewrite(rewriteRoot, words, to)
      words.forEach((w) => noteWord(w, lex.lang))
    }
    rewrites[lex.lang] = rewriteRoot
  }

  const langOf = new Map<string, Lang>()
  for (const [w, set] of langsOfWord) if (set.size === 1) langOf.set(w, [...set][0])
  return {
    root,
    rewrites,
    langOf,
    known: new Set(langsOfWord.keys()),
    words: plainWords,
    typos: new TypoIndex(keywords),
  }
}

/** Every phrase that starts at token i, longest first, keeping only those allowed in the sentence's language. */
export function phrasesAt(lex: CompiledLexicon, tokens: readonly Token[], i: number, lang: Lang): LexEntry[] {
  const found: LexEntry[] = []
  let node: TrieNode | undefined = lex.root
  for (let j = i; j < tokens.length; j++) {
    node = node.next.get(tokens[j].norm)
    if (!node) break
    for (const e of node.entries) if (e.lang === null || e.lang === lang) found.push(e)
  }
  return found.reverse()
}

/** The longest text-message form at token i in the given language's table, if any. */
export function rewriteAt(root: RewriteNode, tokens: readonly Token[], i: number): Rewrite | null {
  let node: RewriteNode | undefined = root
  let best: Rewrite | null = null
  for (let j = i; j < tokens.length; j++) {
    node = node.next.get(tokens[j].norm)
    if (!node) break
    if (node.rewrite) best = node.rewrite
  }
  return best
}
