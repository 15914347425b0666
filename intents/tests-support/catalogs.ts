import type { Catalog, IntentContext, ParseInput } from '../types'
import { parseIntent } from '../parse-intent'
import { emptySlots } from '../slots/slot-schema'
import londonJson from '../fixtures/catalog.london.json'
import parisJson from '../fixtures/catalog.paris.json'
import montrealJson from '../fixtures/catalog.public.json'

/** Montreal (the public corpus's tenant), Paris (other names, European summer time), London (address engine, miles, no one-way). */
export const montreal: Catalog = montrealJson
export const paris: Catalog = parisJson
export const london: Catalog = londonJson

/** Parses and keeps only the slots that are not empty, for short phrase tables. */
export function said(text: string, now: string, catalog: Catalog, context: IntentContext | null = null, lang: ParseInput['lang'] = null) {
  const r = parseIntent({ text, now, context, lang }, catalog)
  const empty = emptySlots(r.intent)
  const slots = Object.fromEntries(Object.entries(r.slots).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(empty[k])))
  return { lang: r.lang, intent: r.intent, slots, missing: r.missing, full: r }
}
