import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseIntent } from './index'
import type { Catalog, ParseInput } from './types'

const here = path.dirname(fileURLToPath(import.meta.url))
const catalog = JSON.parse(readFileSync(path.join(here, 'fixtures/catalog.public.json'), 'utf8')) as Catalog
const corpus = readFileSync(path.join(here, 'fixtures/corpus.public.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as ParseInput)

const NOW = '2026-11-25T14:03:00-05:00'
const LENGTH = 2000

function fill(unit: string): string {
  return unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH)
}

// A fixed pseudo-random sequence, so that every run measures the same inputs.
function seeded(seed: number): () => number {
  let x = seed
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648
    return x / 2147483648
  }
}

function mixed(seed: number, alphabet: readonly string[]): string {
  const rnd = seeded(seed)
  let out = ''
  while (out.length < LENGTH) out += alphabet[Math.floor(rnd() * alphabet.length)]
  return out.slice(0, LENGTH)
}

const WORDS = [
  'demain',
  '9h',
  'à',
  'de',
  'jusqu’à',
  'Gare',
  'Centrale',
  'pour',
  '3h',
  'voiture',
  'the',
  'to',
  'from',
  'Vieux-Port',
  'km',
  'code',
  'promo',
  'sans',
  'clim',
  '2',
  'personnes',
  ',',
  'le',
  '3',
  'décembre',
  '12/03',
  'midi',
  'ce soir',
  'covoiturage',
  'réservation',
  'dans',
  'heures',
  'until',
  '6pm',
  'and',
  'Longueil',
  'Métro',
  '😀',
  '東京',
  'ß',
  'pneus',
  'neige',
]

const ADVERSARIAL: Record<string, string> = {
  'repeated digits': fill('1'),
  'digits and spaces': fill('9 '),
  'h runs': fill('h'),
  'clock runs': fill('9h'),
  'clock and colons': fill('12:30:'),
  slashes: fill('1/2/'),
  'one long word': fill('a'),
  'long word with accents': fill('éàü'),
  'mixed unicode': mixed(7, ['😀', '東', 'ß', 'é', ' ', 'a', '\u0301', '١', '９', '\u200b', '-', "'", 'Ω']),
  'station names': fill('Gare Centrale Vieux-Port Longueuil Métro '),
  'station-like typos': fill('Gare Centrall Longueil Metor Vieux Prot '),
  'date connectors': fill("de 9h à 12h jusqu'à minuit du 3 au 5 décembre "),
  'number words': fill('vingt et un deux cent quatre-vingt-dix '),
  'apostrophes and hyphens': fill("l'-'-d'-"),
  'word salad': (() => {
    const rnd = seeded(42)
    let out = ''
    while (out.length < LENGTH) out += WORDS[Math.floor(rnd() * WORDS.length)] + ' '
    return out.slice(0, LENGTH)
  })(),
  punctuation: fill('?!.,;:()[]{}'),
}

function time(input: ParseInput): number {
  const t0 = performance.now()
  parseIntent(input, catalog)
  return (performance.now() - t0) * 1000
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
}

for (let round = 0; round < 200; round++) for (const input of corpus) parseIntent(input, catalog)
for (const text of Object.values(ADVERSARIAL)) for (let k = 0; k < 5; k++) parseIntent({ text, now: NOW }, catalog)

// Each sentence's time is the median of its runs, so that a pause of the machine (other
// processes, the garbage collector) is not charged to one sentence; the raw runs are shown too.
const RUNS = 25
const raw: number[] = []
const perSentence = corpus
  .map((input) => {
    const runs = Array.from({ length: RUNS }, () => time(input)).sort((a, b) => a - b)
    raw.push(...runs)
    return runs[Math.floor(RUNS / 2)]
  })
  .sort((a, b) => a - b)
raw.sort((a, b) => a - b)

let worst = { name: '', us: 0 }
const lines: string[] = []
for (const [name, text] of Object.entries(ADVERSARIAL)) {
  const runs = Array.from({ length: 7 }, () => time({ text, now: NOW, lang: null, context: null })).sort((a, b) => a - b)
  const median = runs[3]
  lines.push(`  ${name.padEnd(26)} ${(median / 1000).toFixed(2)} ms`)
  if (median > worst.us) worst = { name, us: median }
}

console.log(`public corpus: ${corpus.length} sentences, each timed as the median of ${RUNS} runs`)
console.log(`  median ${percentile(perSentence, 0.5).toFixed(1)} µs/sentence`)
console.log(`  p99    ${percentile(perSentence, 0.99).toFixed(1)} µs/sentence`)
console.log(`  (all ${raw.length} raw runs: median ${percentile(raw, 0.5).toFixed(1)} µs, p99 ${percentile(raw, 0.99).toFixed(1)} µs)`)
console.log(`adversarial inputs of ${LENGTH} characters (median of 7 runs each):`)
console.log(lines.join('\n'))
console.log(`  worst  ${(worst.us / 1000).toFixed(2)} ms (${worst.name})`)
