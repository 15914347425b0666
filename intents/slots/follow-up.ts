import type { IntentContext, IntentName } from '../types'
import type { Classification } from '../classify/classify-intent'
import type { Entity } from '../matchers/types'
import { formatInstant } from '../dates/time-zone'
import { SCHEMA, emptySlots, isIntentName, isListKind, sanitizeSlots } from './slot-schema'

// Keywords that fill a slot of an intent, so that a sentence made only of them continues it ("en cours", "active-la").
const SLOT_CUES: Partial<Record<IntentName, readonly string[]>> = {
  search_vehicles: ['carpool', 'instead', 'cheapest'],
  create_alert: ['instead'],
  join_carpool: ['instead'],
  list_bookings: ['upcoming', 'ongoing', 'past', 'history', 'carpool', 'carpools'],
  show_booking: ['upcoming', 'ongoing', 'past'],
  modify_booking: ['upcoming', 'ongoing', 'past'],
  cancel_booking: ['upcoming', 'ongoing', 'past'],
  set_geotracking: ['on', 'off'],
  set_reminders: ['off', 'by_email', 'by_sms', 'sms', 'channel_only', 'before_start', 'before_end'],
  payment_methods: ['add', 'show'],
  help: ['faq', 'contact', 'terms', 'privacy', 'help'],
  set_language: ['french', 'english'],
}

/** The previous turn, when it names an intent with slots; its slots are checked and emptied where malformed. */
export function readContext(context: IntentContext | null | undefined): { intent: IntentName; slots: Record<string, unknown> } | null {
  if (!context || typeof context !== 'object' || !isIntentName(context.intent)) return null
  if (Object.keys(SCHEMA[context.intent]).length === 0) return null
  return { intent: context.intent, slots: sanitizeSlots(context.intent, context.slots) }
}

/** A sentence that names no other intent continues the previous one (CONTRACT.md, Follow-ups). */
export function continuedIntent(own: Classification, context: { intent: IntentName } | null, entities: readonly Entity[], place: boolean): IntentName {
  if (!context || own.explicit) return own.intent
  const relevant = SLOT_CUES[context.intent] ?? []
  const says = place || entities.some((e) => e.type !== 'cue' || relevant.includes(e.cue))
  return says ? context.intent : own.intent
}

/** The start and end of the previous turn, as instants. */
export function previousDates(previous: Record<string, unknown> | null): { start: number | null; end: number | null } {
  const read = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? Date.parse(v) : null)
  return { start: read(previous?.startDate), end: read(previous?.endDate) }
}

/**
 * Applies what a sentence said over the previous turn (CONTRACT.md, Follow-ups): named slots
 * replace the previous ones, lists add up unless the sentence says "instead"/"plutôt". What it
 * takes back ("sans GPS", "pas de SUV", "not automatic": `unwanted`, values by slot) leaves the
 * previous turn's lists and empties a slot holding it, since the search would still filter on it.
 */
export function mergeSlots(
  intent: IntentName,
  previous: Record<string, unknown> | null,
  said: Record<string, unknown>,
  instead: boolean,
  tz: string,
  unwanted: Readonly<Record<string, readonly unknown[]>> = {},
): Record<string, unknown> {
  const out = previous ? { ...previous } : emptySlots(intent)
  const schema = SCHEMA[intent]
  for (const [name, value] of Object.entries(said)) {
    const k = schema[name]
    if (!k) continue
    if (isListKind(k) && previous && !instead) out[name] = [...new Set([...(out[name] as unknown[]), ...(value as unknown[])])]
    else out[name] = value
  }
  for (const [name, values] of Object.entries(unwanted)) {
    const k = schema[name]
    if (!k || !previous || (said[name] !== undefined && !isListKind(k))) continue
    if (isListKind(k)) out[name] = (out[name] as unknown[]).filter((v) => !values.includes(v))
    else if (values.includes(out[name])) out[name] = null
  }
  if (previous && typeof said.startDate === 'string' && said.endDate === undefined) {
    out.endDate = keptEnd(previous, said.startDate, tz)
  }
  return out
}

/** The previous end stays, unless the moved start passed it: then it moves by as much, keeping the length. */
function keptEnd(previous: Record<string, unknown>, newStart: string, tz: string): string | null {
  if (typeof previous.endDate !== 'string') return null
  const end = Date.parse(previous.endDate)
  const start = Date.parse(newStart)
  if (end > start) return previous.endDate
  if (typeof previous.startDate !== 'string') return null
  const moved = end + (start - Date.parse(previous.startDate))
  return moved > start ? formatInstant(moved, tz) : null
}

/** Which of the required slots are still empty, in the contract's order. */
export function missingOf(intent: IntentName, slots: Record<string, unknown>, addressEngine: boolean): string[] {
  const need =
    intent === 'search_vehicles' || intent === 'create_alert'
      ? [addressEngine ? 'address' : 'startStation', 'startDate', 'endDate']
      : intent === 'join_carpool'
        ? ['startStation', 'startDate']
        : []
  const empty = (name: string) => slots[name] === null || slots[name] === undefined
  // On the address engine a named station is a place to start from too: its address is known.
  return need.filter((name) => empty(name) && !(name === 'address' && !empty('startStation')))
}
