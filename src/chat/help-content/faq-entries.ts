import type { FaqEntry } from '../dialog/types'
import type { Lang } from '../dialog/intent-types'

// Words that say nothing about which entry a sentence is about: grammar, and the words every entry
// of a car-sharing FAQ shares (a car, a booking).
const COMMON = new Set(
  (
    'avec dans pour sont sont-ils peut puis quel quelle quels quelles comment cette votre vous nous leur elle elles faire fait etre avoir ' +
    'tout tous toute toutes plus moins aussi mais donc depuis avant apres entre chaque selon comme encore deja ' +
    'voiture voitures vehicule vehicules auto location locations reservation reservations louer reserver ' +
    'with from your they them their this that these those what which when where there here have does will would should could about ' +
    'into over only also just than then each some more most other such like ' +
    'car cars vehicle vehicles rental rentals booking bookings book rent'
  ).split(' '),
)

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

/** The words of a text that tell one entry from another (4 letters or more, not common). */
function keywordsOf(text: string): string[] {
  return [
    ...new Set(
      fold(text)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 4 && !COMMON.has(w)),
    ),
  ]
}

interface Pair {
  question: string
  answer: string
}

/**
 * The questions of a FAQ page and their answers: each heading is a question, the text up to the
 * next heading its answer. The operator writes the FAQ as HTML (GET /custom_contents?type=faq).
 */
export function faqPairs(html: string): Pair[] {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const pairs: Pair[] = []
  let current: Pair | null = null
  for (const node of Array.from(doc.body.children)) {
    if (/^H[1-6]$/.test(node.tagName)) {
      current = { question: node.textContent?.trim() ?? '', answer: '' }
      if (current.question) pairs.push(current)
      continue
    }
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
    if (current && text) current.answer = current.answer ? `${current.answer} ${text}` : text
  }
  return pairs.filter((p) => p.answer !== '')
}

/**
 * The tenant's FAQ as the chat answers from it (dialogues rule 16), from its pages in each language
 * given: the entries are paired by their order when both pages have as many, otherwise each language
 * answers in its own words. Keywords are the telling words of the question and of its answer ("dog"
 * hears an answer about "dogs"), since the operator's content carries none.
 */
export function faqEntriesOf(pages: Partial<Record<Lang, string>>): FaqEntry[] {
  const fr = pages.fr ? faqPairs(pages.fr) : []
  const en = pages.en ? faqPairs(pages.en) : []
  const both = (a: Pair, b: Pair, id: string): FaqEntry => ({
    id,
    question: { fr: a.question, en: b.question },
    answer: { fr: a.answer, en: b.answer },
    keywords: keywordsOf(`${a.question} ${a.answer} ${b.question} ${b.answer}`),
  })
  if (fr.length > 0 && fr.length === en.length) return fr.map((p, i) => both(p, en[i], `faq-${i + 1}`))
  return [...fr.map((p, i) => both(p, p, `faq-fr-${i + 1}`)), ...en.map((p, i) => both(p, p, `faq-en-${i + 1}`))]
}
