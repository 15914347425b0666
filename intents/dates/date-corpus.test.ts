import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseIntent } from '../index'
import { montreal } from '../tests-support/catalogs'

// Booking phrasings generated from families (fixtures/date-corpus.py), with the contract's instants computed
// independently of the engine: the share read right, overall and per language, is what this test watches.
interface Row {
  id: string
  family: string
  lang: 'fr' | 'en'
  text: string
  now: string
  expect: { startDate: string; endDate?: string }
}

const here = path.dirname(fileURLToPath(import.meta.url))
const rows = readFileSync(path.join(here, '../fixtures/date-corpus.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Row)

function miss(row: Row): string | null {
  const r = parseIntent({ text: row.text, now: row.now }, montreal)
  const slots = r.slots as Record<string, unknown>
  const start = slots.startDate ?? null
  const end = slots.endDate ?? null
  if (start === row.expect.startDate && end === (row.expect.endDate ?? null)) return null
  return `${row.id} "${row.text}" (${row.now}): ${r.intent} ${String(start)} → ${String(end)}, expected ${row.expect.startDate} → ${row.expect.endDate ?? null}`
}

describe('date corpus', () => {
  it('reads at least 90% of the phrasings right, French at least 88%', () => {
    const misses = rows.map((row) => ({ row, why: miss(row) }))
    const share = (lang?: 'fr' | 'en') => {
      const of = misses.filter((m) => !lang || m.row.lang === lang)
      return of.filter((m) => m.why === null).length / of.length
    }
    for (const m of misses) if (m.why) console.log(m.why)
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`
    console.log(`date corpus: ${rows.length} phrasings, overall ${pct(share())}, French ${pct(share('fr'))}, English ${pct(share('en'))}`)
    expect(rows.length).toBeGreaterThan(300)
    expect(share()).toBeGreaterThanOrEqual(0.9)
    expect(share('fr')).toBeGreaterThanOrEqual(0.88)
    expect(share('en')).toBeGreaterThanOrEqual(0.88)
  })
})
