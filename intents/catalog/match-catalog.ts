import { ARTICLES, DAY_WORDS, HOUR_MARKS, MERIDIEM_WORDS, PLACE_CUES } from '../lexicon/function-words'
import type { Token } from '../text/tokenise'
import { FULL, PARTIAL, type CatalogKind, type CompiledCatalog, type NameVariant } from './compile-catalog'

export interface CatalogHit {
  kind: CatalogKind
  id: string
  start: number
  end: number
  quality: number
  typos: number
}

interface Forms {
  exact: Set<string>
  /** Singular of a plural ("berlines"), accepted for categories and labels. */
  plural: string | null
  fuzzy: Set<string>
  /** The catalog's names this word may open, once worked out. */
  candidates?: NameVariant[]
}

/**
 * A word the lexicons know ("personnes", "drive", "price", "veux") is no typo of a name ("Personnel",
 * "privé", "Vieux-Port"); only its feminine may stand for the name ("privée" for "privé").
 */
function formsOf(t: Token, cat: CompiledCatalog, isWord: (w: string) => boolean): Forms {
  const exact = new Set([t.norm])
  if (t.typed) exact.add(t.typed)
  const typed = t.typed ?? t.norm
  const plural = t.kind === 'word' && typed.length >= 4 && typed.endsWith('s') ? typed.slice(0, -1) : null
  const near = t.kind === 'word' ? cat.typos.near(typed) : []
  const known = !t.typed && isWord(typed)
  const fuzzy = new Set(known ? near.filter((w) => typed === `${w}e`) : near)
  return { exact, plural, fuzzy }
}

function cost(f: Forms, word: string, kind: CatalogKind): number {
  if (f.exact.has(word)) return 0
  if (kind !== 'station' && f.plural === word) return 0
  if (f.fuzzy.has(word)) return 1
  return -1
}

/** True when token k closes a clock time: "7h", "7 heures", "9h30", "9:30", "7am". */
function endsClockTime(tokens: readonly Token[], k: number): boolean {
  const num = (j: number) => j >= 0 && tokens[j].kind === 'num'
  const t = tokens[k]
  if (HOUR_MARKS.has(t.norm) || MERIDIEM_WORDS.has(t.norm)) return num(k - 1)
  return t.kind === 'num' && k >= 1 && (HOUR_MARKS.has(tokens[k - 1].norm) || tokens[k - 1].norm === ':') && num(k - 2)
}

/**
 * True when token k closes a day: "demain", "vendredi", "tomorrow", "aujourd'hui", "ce soir" (also
 * "demain soir"). "soir" alone is no day ("le soir"): it needs "ce" or a day word before it.
 */
function endsDayWord(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k].norm
  const before = k >= 1 ? tokens[k - 1].norm : ''
  if (t === 'hui') return before === 'aujourd'
  if (t === 'soir') return before === 'ce' || DAY_WORDS.has(before)
  return DAY_WORDS.has(t)
}

/**
 * A part of a name ("McGill", "Trudeau", "aéroport") is a place only where a place is expected: after
 * "à"/"at"..., or right after a clock time or a day, where a short search says its place ("demain 7h
 * aéroport", "demain aéroport", "tomorrow airport").
 */
function placeExpected(tokens: readonly Token[], start: number): boolean {
  let k = start - 1
  if (k >= 0 && ARTICLES.has(tokens[k].norm)) k--
  return k >= 0 && (PLACE_CUES.has(tokens[k].norm) || endsClockTime(tokens, k) || endsDayWord(tokens, k))
}

/** Finds the catalog's stations, categories and rental labels in the tokens, forgiving one typo a word. */
export function matchCatalog(tokens: readonly Token[], cat: CompiledCatalog, isWord: (w: string) => boolean): CatalogHit[] {
  // A long message says the same words again: each word's forms are worked out once.
  const known = new Map<string, Forms>()
  const forms: (Forms | null)[] = tokens.map((t) => {
    if (t.kind === 'punct') return null
    const key = `${t.kind}|${t.norm}|${t.typed ?? ''}`
    let f = known.get(key)
    if (!f) {
      f = formsOf(t, cat, isWord)
      known.set(key, f)
    }
    return f
  })
  const hits: CatalogHit[] = []
  for (let i = 0; i < tokens.length; i++) {
    const f = forms[i]
    if (!f) continue
    for (const v of candidates(f, cat)) {
      const hit = matchVariant(v, i, forms, tokens, isWord)
      if (hit) hits.push(hit)
    }
  }
  return hits
}

/** The names a word may open, each once, kept with the word's forms (a repeated word asks once). */
function candidates(f: Forms, cat: CompiledCatalog): NameVariant[] {
  if (f.candidates) return f.candidates
  const firsts = new Set([...f.exact, ...f.fuzzy])
  if (f.plural) firsts.add(f.plural)
  const tried = new Set<NameVariant>()
  for (const first of firsts) for (const v of cat.byFirstWord.get(first) ?? []) tried.add(v)
  f.candidates = [...tried]
  return f.candidates
}

function matchVariant(v: NameVariant, i: number, forms: readonly (Forms | null)[], tokens: readonly Token[], isWord: (w: string) => boolean): CatalogHit | null {
  let typos = 0
  for (let k = 0; k < v.words.length; k++) {
    const f = forms[i + k]
    if (!f) return null
    const c = cost(f, v.words[k], v.kind)
    if (c < 0) return null
    typos += c
  }
  const end = i + v.words.length
  if (v.quality !== FULL && (tokens[i].gap === '-' || tokens[end]?.gap === '-')) return null
  // Without "à"/"at" in front, only a long word no dictionary knows ("Longueuil", "Trudeau") names the place.
  if (v.quality === PARTIAL && !placeExpected(tokens, i) && !(v.words.join('').length >= 6 && !v.words.some(isWord))) return null
  // A typo in a short one-word part of a name is too weak a sign.
  if (v.quality === PARTIAL && typos > 0 && v.words.length === 1 && v.words[0].length < 6) return null
  return { kind: v.kind, id: v.id, start: i, end, quality: v.quality, typos }
}
