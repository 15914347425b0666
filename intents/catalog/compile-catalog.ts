import { tzOffset } from '@date-fns/tz'
import type { Catalog } from '../types'
import { TypoIndex } from '../text/spelling'
import { tokenise } from '../text/tokenise'
import { ARTICLES, NAME_OF, STATION_WORDS } from '../lexicon/function-words'
import { otherSpelling, stripLeading, translations, wordsOf } from './name-variants'

// The few category words the two languages spell differently, each way.
const CATEGORY_WORDS: ReadonlyMap<string, string> = new Map([
  ['suv', 'vus'],
  ['vus', 'suv'],
])

function categoryWords(words: readonly string[]): string[][] {
  const other = words.map((w) => CATEGORY_WORDS.get(w) ?? w)
  return other.some((w, i) => w !== words[i]) ? [other] : []
}

export type CatalogKind = 'station' | 'category' | 'label'

/** How much of a name a variant keeps: the whole name, the name without its "gare"/article, or a distinctive part. */
export const FULL = 0
export const STRIPPED = 1
export const PARTIAL = 2

export interface NameVariant {
  kind: CatalogKind
  id: string
  words: readonly string[]
  quality: number
}

export interface CompiledCatalog {
  readonly catalog: Catalog
  readonly timezone: string
  readonly distanceUnit: 'km' | 'mi'
  readonly addressEngine: boolean
  readonly oneWay: boolean
  /** Variants by their first word. */
  readonly byFirstWord: ReadonlyMap<string, readonly NameVariant[]>
  readonly typos: TypoIndex
  /** Every word of every name: never "corrected" into a keyword. */
  readonly words: ReadonlySet<string>
  /** Words of station names: they do not vote in language detection. */
  readonly placeWords: ReadonlySet<string>
}

// A part of a name neither starts nor ends with a small word ("de Lyon", "Mont-").
const STOPWORDS = new Set([...ARTICLES, ...NAME_OF, 'et', 'and', 'sur', 'en', 'a', 'au', 'aux'])

function validTimezone(tz: unknown): string {
  if (typeof tz !== 'string' || tz === '') return 'UTC'
  try {
    return Number.isNaN(tzOffset(tz, new Date(0))) ? 'UTC' : tz
  } catch {
    return 'UTC'
  }
}

const cache = new WeakMap<object, CompiledCatalog>()

/** Compiles a catalog's names once; the result is cached by the catalog object. */
export function buildCatalogMatcher(catalog: Catalog): CompiledCatalog {
  if (!catalog || typeof catalog !== 'object') return compile({ timezone: 'UTC' })
  const cached = cache.get(catalog)
  if (cached) return cached
  const compiled = compile(catalog)
  cache.set(catalog, compiled)
  return compiled
}

/** True for a catalog already compiled by buildCatalogMatcher. */
export function isCompiled(catalog: Catalog | CompiledCatalog): catalog is CompiledCatalog {
  return typeof catalog === 'object' && catalog !== null && 'byFirstWord' in catalog
}

/** The words of a name glued to another by a hyphen ("jean", "talon" in "Jean-Talon"; not "orly" in "d'Orly"). */
function compoundWords(name: string): Set<string> {
  const tokens = tokenise(name).filter((t) => t.kind !== 'punct')
  const out = new Set<string>()
  tokens.forEach((t, k) => {
    const next = tokens[k + 1]
    if (t.gap === '-' || next?.gap === '-') out.add(t.norm)
  })
  return out
}

function compile(catalog: Catalog): CompiledCatalog {
  const variants: NameVariant[] = []
  const owners = new Map<string, Set<string>>()
  const words = new Set<string>()
  const placeWords = new Set<string>()
  const add = (kind: CatalogKind, id: string, w: readonly string[], quality: number) => {
    if (w.length === 0) return
    variants.push({ kind, id, words: w, quality })
    const key = `${kind}:${w.join(' ')}`
    let set = owners.get(key)
    if (!set) owners.set(key, (set = new Set()))
    set.add(id)
  }

  const stations = Array.isArray(catalog.stations) ? catalog.stations : []
  // A word found in two stations' names or addresses ("Montréal", "Rue") does not point at one of them.
  const stationsWithWord = new Map<string, number>()
  for (const st of stations) {
    const seen = new Set([...wordsOf(String(st?.name ?? '')).words, ...wordsOf(String(st?.address ?? '')).words])
    for (const w of seen) stationsWithWord.set(w, (stationsWithWord.get(w) ?? 0) + 1)
  }

  /** `pieces`: how many of the names (the first ones) also give their distinctive parts; aliases are whole names only. */
  const addNamed = (kind: CatalogKind, id: string, names: readonly unknown[], pieces = names.length) => {
    for (const [index, raw] of names.entries()) {
      if (typeof raw !== 'string' || raw.trim() === '') continue
      const { words: w, joined } = wordsOf(raw)
      w.forEach((x) => words.add(x))
      if (kind === 'station') w.forEach((x) => placeWords.add(x))
      add(kind, id, w, FULL)
      if (joined.length !== w.length) add(kind, id, joined, FULL)
      const other = otherSpelling(w)
      if (other) add(kind, id, other, FULL)
      const stripped = stripLeading(w)
      if (stripped.length < w.length) add(kind, id, stripped, STRIPPED)
      const spoken = translations(w)
      for (const t of spoken) add(kind, id, t, STRIPPED)
      // A category's word in the other language ("VUS" is Québec's SUV) names it too.
      if (kind === 'category') for (const t of categoryWords(w)) add(kind, id, t, STRIPPED)
      // "Longueuil–Université-de-Sherbrooke" names Longueuil Métro whole; "Sherbrooke" alone is another place.
      if (kind !== 'station' || index >= pieces) continue
      const inCompound = compoundWords(raw)
      for (const source of [w, ...spoken]) {
        const core = stripLeading(source)
        for (let a = 0; a < source.length; a++) {
          for (let b = a + 1; b <= source.length; b++) {
            if (b - a === source.length || (a === source.length - core.length && b === source.length)) continue
            const run = source.slice(a, b)
            if (STOPWORDS.has(run[0]) || STOPWORDS.has(run[run.length - 1])) continue
            if (run.join('').length < 4) continue
            if (run.length === 1 && ((stationsWithWord.get(run[0]) ?? 0) > 1 || STATION_WORDS.has(run[0]))) continue
            // A short piece of a hyphenated name is a first name or a common word: "chez Jean" is not Jean-Talon.
            if (run.length === 1 && run[0].length < 5 && inCompound.has(run[0])) continue
            add(kind, id, run, PARTIAL)
          }
        }
      }
    }
  }

  // A station's aliases ("YUL", "Old Port") are names of it too (../shared/dialogues/CONTRACT.md, Catalog).
  for (const st of stations) if (st && typeof st.id === 'string') addNamed('station', st.id, [st.name, ...(Array.isArray(st.aliases) ? st.aliases : [])], 1)
  for (const c of Array.isArray(catalog.categories) ? catalog.categories : []) {
    if (c && typeof c.id === 'string') addNamed('category', c.id, [c.name, ...(Array.isArray(c.aliases) ? c.aliases : [])])
  }
  for (const l of Array.isArray(catalog.rentalLabels) ? catalog.rentalLabels : []) {
    if (l && typeof l.id === 'string') addNamed('label', l.id, [l.name, ...(Array.isArray(l.aliases) ? l.aliases : [])])
  }

  const byFirstWord = new Map<string, NameVariant[]>()
  const kept = new Map<string, NameVariant>()
  for (const v of variants) {
    const key = `${v.kind}:${v.words.join(' ')}`
    // Shortened names must point at one place; a full name always counts.
    if (v.quality !== FULL && (owners.get(key)?.size ?? 0) > 1) continue
    const dedupe = `${key}:${v.id}`
    const same = kept.get(dedupe)
    // The same words said twice for a place count as the best of the two: an alias ("Orly") that
    // is also a piece of the name ("Aéroport d'Orly") is a whole name of the place.
    if (same) {
      if (v.quality < same.quality) same.quality = v.quality
      continue
    }
    kept.set(dedupe, v)
    const list = byFirstWord.get(v.words[0])
    if (list) list.push(v)
    else byFirstWord.set(v.words[0], [v])
  }

  return {
    catalog,
    timezone: validTimezone(catalog.timezone),
    distanceUnit: /^mi/i.test(String(catalog.distanceUnit ?? 'km')) ? 'mi' : 'km',
    addressEngine: catalog.searchEngine === 'address',
    oneWay: catalog.oneWay === true,
    byFirstWord,
    typos: new TypoIndex(words),
    words,
    placeWords,
  }
}
