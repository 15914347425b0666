import { parseIntent } from '../index'
import type { Lang } from '../types'
import { montreal } from './catalogs'

/** A booking phrasing of fixtures/date-corpus*.jsonl with the start (and end) the contract gives. */
export interface DateRow {
  id: string
  family: string
  lang: Lang
  text: string
  now: string
  expect: { startDate: string; endDate?: string }
}

export interface DateFigures {
  rows: number
  right: number
  byLang: Record<Lang, { rows: number; right: number }>
  misses: string[]
}

export function parseRows(jsonl: string): DateRow[] {
  return jsonl
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as DateRow)
}

/** Why the engine reads a row wrong, or null when its start and end are the expected ones. */
export function dateMiss(row: DateRow): string | null {
  const r = parseIntent({ text: row.text, now: row.now }, montreal)
  const slots = r.slots as Record<string, unknown>
  const start = slots.startDate ?? null
  const end = slots.endDate ?? null
  if (start === row.expect.startDate && end === (row.expect.endDate ?? null)) return null
  return `${row.id} "${row.text}" (${row.now}): ${r.intent} ${String(start)} → ${String(end)}, expected ${row.expect.startDate} → ${row.expect.endDate ?? null}`
}

export function dateFigures(rows: readonly DateRow[]): DateFigures {
  const figures: DateFigures = { rows: 0, right: 0, byLang: { fr: { rows: 0, right: 0 }, en: { rows: 0, right: 0 } }, misses: [] }
  for (const row of rows) {
    const why = dateMiss(row)
    const ok = why === null ? 1 : 0
    figures.rows++
    figures.right += ok
    figures.byLang[row.lang].rows++
    figures.byLang[row.lang].right += ok
    if (why) figures.misses.push(why)
  }
  return figures
}

export const share = (of: { rows: number; right: number }): number => (of.rows === 0 ? 1 : of.right / of.rows)

/** "525 phrasings, overall 100.0%, French 100.0% (262), English 100.0% (263)". */
export function describeFigures(f: DateFigures): string {
  const pct = (of: { rows: number; right: number }) => `${(100 * share(of)).toFixed(1)}%`
  return `${f.rows} phrasings, overall ${pct(f)}, French ${pct(f.byLang.fr)} (${f.byLang.fr.right}/${f.byLang.fr.rows}), English ${pct(f.byLang.en)} (${f.byLang.en.right}/${f.byLang.en.rows})`
}
