import { foldedText } from '../../dialog/folded-text'
import type { FaqEntry } from '../../dialog/types'

const words = (text: string) =>
  foldedText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1)

/** A keyword heard in a word: the same word, or its plural or singular ("chiens" for "chien", "pets" for "pet"). */
function hears(word: string, keyword: string): boolean {
  if (word === keyword) return true
  const [short, long] = word.length < keyword.length ? [word, keyword] : [keyword, word]
  // A short word's plural ("dog" in an answer about "dogs"); other endings only on longer words.
  if (short.length >= 3 && (long === `${short}s` || long === `${short}x`)) return true
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 2
}

/**
 * The entry of the tenant's help content a sentence is about: the most keywords heard (a keyword of
 * several words counts when all are heard), then the most words shared with its question; null when
 * none of its keywords is heard.
 */
export function bestFaqEntry(text: string, faq: readonly FaqEntry[]): FaqEntry | null {
  const said = words(text)
  let best: { entry: FaqEntry; score: number } | null = null
  for (const entry of faq) {
    let score = 0
    for (const keyword of entry.keywords) {
      const parts = words(keyword)
      if (parts.length > 0 && parts.every((p) => said.some((w) => hears(w, p)))) score += parts.length * 10
    }
    if (score === 0) continue
    const question = new Set([...words(entry.question.fr), ...words(entry.question.en)])
    score += said.filter((w) => w.length > 3 && question.has(w)).length
    if (!best || score > best.score) best = { entry, score }
  }
  return best?.entry ?? null
}
