import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { emptySlots, parseIntent, type Catalog, type IntentName } from './index'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '..')

// The fixture copy keeps the test running without the shared folder; the shared one is the source.
function pick(name: string): string {
  const fixture = path.join(here, 'fixtures', name)
  return existsSync(fixture) ? fixture : path.resolve(repoRoot, '../shared/intents', name)
}

interface Case {
  id: string
  text: string
  lang: 'fr' | 'en' | null
  now: string
  context: { intent: string; slots: Record<string, unknown> } | null
  expect: { lang: string; intent: IntentName; slots: Record<string, unknown>; missing: string[] }
}

const catalog = JSON.parse(readFileSync(pick('catalog.public.json'), 'utf8')) as Catalog
const read = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Case)
const cases = read(pick('corpus.public.jsonl'))
// The repo's own rows for its alerts (create_alert, list_alerts), rebooking (rebook), reminder channel
// (set_reminders) and carpool searches over a week: every one exact.
const ownCases = ['corpus.alerts.jsonl', 'corpus.rebook.jsonl', 'corpus.reminders.jsonl', 'corpus.carpool-weeks.jsonl'].flatMap((file) => read(path.join(here, 'fixtures', file)))

/** Differences between a result and the expectation; slots not expected must hold their empty value. */
function differences(c: Case): string[] {
  const got = parseIntent({ text: c.text, lang: c.lang, now: c.now, context: c.context }, catalog)
  const diffs: string[] = []
  if (got.lang !== c.expect.lang) diffs.push(`lang ${got.lang} != ${c.expect.lang}`)
  if (got.intent !== c.expect.intent) return [...diffs, `intent ${got.intent} != ${c.expect.intent}`]
  const wanted = { ...emptySlots(c.expect.intent), ...c.expect.slots }
  const slots = got.slots as Record<string, unknown>
  for (const name of new Set([...Object.keys(wanted), ...Object.keys(slots)])) {
    if (JSON.stringify(slots[name]) !== JSON.stringify(wanted[name])) diffs.push(`${name} ${JSON.stringify(slots[name])} != ${JSON.stringify(wanted[name])}`)
  }
  if (JSON.stringify(got.missing) !== JSON.stringify(c.expect.missing)) diffs.push(`missing ${JSON.stringify(got.missing)} != ${JSON.stringify(c.expect.missing)}`)
  return diffs
}

describe('public corpus', () => {
  it('matches at least 98% of the worked examples exactly', () => {
    const failures = cases.map((c) => ({ c, diffs: differences(c) })).filter((f) => f.diffs.length > 0)
    for (const { c, diffs } of failures) console.log(`${c.id} "${c.text}"\n  ${diffs.join('\n  ')}`)
    const passed = cases.length - failures.length
    console.log(`public corpus: ${passed}/${cases.length} exact`)
    expect(cases.length).toBeGreaterThan(0)
    expect(passed / cases.length).toBeGreaterThanOrEqual(0.98)
  })
})

describe("the repo's own corpus", () => {
  it('reads every alert and rebooking sentence exactly', () => {
    const failures = ownCases.map((c) => ({ c, diffs: differences(c) })).filter((f) => f.diffs.length > 0)
    expect(ownCases.length).toBeGreaterThan(0)
    expect(failures.map(({ c, diffs }) => `${c.id} "${c.text}": ${diffs.join('; ')}`)).toEqual([])
  })
})
