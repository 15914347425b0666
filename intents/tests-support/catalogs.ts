import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Catalog, IntentContext, ParseInput } from '../types'
import { parseIntent } from '../parse-intent'

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures')
const load = (name: string) => JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as Catalog

/** Montreal (the public corpus's tenant), Paris (other names, European summer time), London (address engine, miles, no one-way). */
export const montreal = load('catalog.public.json')
export const paris = load('catalog.paris.json')
export const london = load('catalog.london.json')

/** Parses and keeps only the slots that are not empty, for short phrase tables. */
export function said(text: string, now: string, catalog: Catalog, context: IntentContext | null = null, lang: ParseInput['lang'] = null) {
  const r = parseIntent({ text, now, context, lang }, catalog)
  const slots = Object.fromEntries(
    Object.entries(r.slots).filter(([, v]) => v !== null && v !== false && !(Array.isArray(v) && v.length === 0)),
  )
  return { lang: r.lang, intent: r.intent, slots, missing: r.missing, full: r }
}
