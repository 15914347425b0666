import { ARTICLES, NAME_OF, STATION_WORDS } from '../lexicon/function-words'
import { HEAD_NOUNS, PLACE_WORDS } from '../lexicon/place-words'
import { fold } from '../text/normalise'
import { tokenise } from '../text/tokenise'

// Usual short forms inside place names: "St-Lazare", "Ste-Foy", "Mt Royal".
const SHORT_FORMS: Readonly<Record<string, string>> = { saint: 'st', sainte: 'ste', mont: 'mt', fort: 'ft' }
const LONG_FORMS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(SHORT_FORMS).map(([long, short]) => [short, long]))

const FR_TO_EN = new Map<string, string>()
const EN_TO_FR = new Map<string, string>()
for (const [fr, en] of PLACE_WORDS) {
  if (!FR_TO_EN.has(fold(fr))) FR_TO_EN.set(fold(fr), fold(en))
  if (!EN_TO_FR.has(fold(en))) EN_TO_FR.set(fold(en), fold(fr))
}
const HEADS = new Set(HEAD_NOUNS.map(fold))

/** The words of a name, split at hyphens and apostrophes, and with its hyphenated parts joined ("vieuxport"). */
export function wordsOf(name: string): { words: string[]; joined: string[] } {
  const tokens = tokenise(name).filter((t) => t.kind !== 'punct')
  const words = tokens.map((t) => t.norm)
  const joined: string[] = []
  for (const t of tokens) {
    if ((t.gap === '-' || t.gap === "'") && joined.length > 0) joined[joined.length - 1] += t.norm
    else joined.push(t.norm)
  }
  return { words, joined }
}

/** The name without a leading article, "station"/"gare" word and the "de" after it ("Gare de Lyon": "Lyon"). */
export function stripLeading(words: readonly string[]): string[] {
  let w = [...words]
  while (w.length > 1 && (ARTICLES.has(w[0]) || STATION_WORDS.has(w[0]) || NAME_OF.has(w[0]))) w = w.slice(1)
  return w
}

function mapped(words: readonly string[], table: ReadonlyMap<string, string> | Readonly<Record<string, string>>): string[] | null {
  const get = (w: string) => (table instanceof Map ? table.get(w) : (table as Record<string, string>)[w])
  let changed = false
  const out = words.map((w) => {
    const other = get(w)
    if (other !== undefined && other !== w) changed = true
    return other ?? w
  })
  return changed ? out : null
}

/** "Saint-Lazare" and "St-Lazare", one spelled as the other. */
export function otherSpelling(words: readonly string[]): string[] | null {
  return mapped(words, SHORT_FORMS) ?? mapped(words, LONG_FORMS)
}

/** The head noun moved to the other end, as the other language orders it, without the small words left in front. */
function reordered(words: readonly string[]): string[] | null {
  if (words.length < 2) return null
  if (HEADS.has(words[0])) return stripLeading([...words.slice(1), words[0]])
  if (HEADS.has(words[words.length - 1])) return [words[words.length - 1], ...words.slice(0, -1)]
  return null
}

/** The name as a speaker of the other language says it: "Gare Centrale", "Central Station". */
export function translations(words: readonly string[]): string[][] {
  const out: string[][] = []
  for (const table of [FR_TO_EN, EN_TO_FR]) {
    const t = mapped(words, table)
    if (!t) continue
    out.push(t)
    const r = reordered(t)
    if (r) out.push(r)
  }
  const r = reordered(words)
  if (r) out.push(r)
  return out
}
