import type { IntentName } from '../types'
import { formatInstant } from '../dates/time-zone'
import { SCHEMA, emptySlots, isListKind } from './slot-schema'

/**
 * Applies what a sentence said over the previous turn (CONTRACT.md, Follow-ups): named slots
 * replace the previous ones, lists add up unless the sentence says "instead"/"plutôt".
 */
export function mergeSlots(
  intent: IntentName,
  previous: Record<string, unknown> | null,
  said: Record<string, unknown>,
  instead: boolean,
  tz: string,
): Record<string, unknown> {
  const out = previous ? { ...previous } : emptySlots(intent)
  const schema = SCHEMA[intent]
  for (const [name, value] of Object.entries(said)) {
    const k = schema[name]
    if (!k) continue
    if (isListKind(k) && previous && !instead) out[name] = [...new Set([...(out[name] as unknown[]), ...(value as unknown[])])]
    else out[name] = value
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
    intent === 'search_vehicles'
      ? [addressEngine ? 'address' : 'startStation', 'startDate', 'endDate']
      : intent === 'join_carpool'
        ? ['startStation', 'startDate']
        : []
  return need.filter((name) => slots[name] === null || slots[name] === undefined)
}
