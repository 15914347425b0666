import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { dateFigures, describeFigures, parseRows, share } from '../tests-support/date-corpus'

// Booking phrasings with the contract's instants computed independently of the engine
// (fixtures/date-corpus.py): the share read right, per language, is what these tests watch.
const here = path.dirname(fileURLToPath(import.meta.url))
const corpus = (name: string) => parseRows(readFileSync(path.join(here, '../fixtures', name), 'utf8'))

describe('date corpus', () => {
  it('reads the generated families right in both languages', () => {
    const figures = dateFigures(corpus('date-corpus.jsonl'))
    for (const why of figures.misses) console.log(why)
    console.log(`date corpus: ${describeFigures(figures)}`)
    expect(figures.rows).toBeGreaterThan(300)
    expect(share(figures.byLang.fr)).toBeGreaterThanOrEqual(0.98)
    expect(share(figures.byLang.en)).toBeGreaterThanOrEqual(0.98)
  })

  it('reads at least 90% of the long tail, French and English each', () => {
    const figures = dateFigures(corpus('date-corpus.long-tail.jsonl'))
    for (const why of figures.misses) console.log(why)
    console.log(`long tail: ${describeFigures(figures)}`)
    expect(figures.byLang.en.rows).toBeGreaterThanOrEqual(150)
    expect(share(figures.byLang.en)).toBeGreaterThanOrEqual(0.9)
    expect(share(figures.byLang.fr)).toBeGreaterThanOrEqual(0.9)
  })
})
