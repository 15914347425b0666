import { missingSearchSlots } from '../handlers/search'
import type { IntentContext, IntentName, IntentResult, Slots } from '../intent-types'
import type { DialogEnv, DialogState } from '../types'
import { wholeDayCarpool } from './carpool-day'
import { readEndAnswer, type Reparse } from './end-answer'
import { addedFilters, filled, keptSlots, onlyFilters } from './kept'
import { unknownPlace } from './unknown-place'
import { saysVehicle } from './words'

const SEARCHES: ReadonlySet<IntentName> = new Set<IntentName>(['search_vehicles', 'join_carpool'])

/** How the dialog manager read a sentence, before any handler answers it. */
export interface TurnReading {
  result: IntentResult
  /** The state the answer starts from: a new request forgets the earlier search and its question. */
  state: DialogState
  /** Filters the sentence added while a question was pending (said before it is asked again). */
  added: Slots | null
  /** What a follow-up kept of the earlier search (said before the answer). */
  kept: Slots | null
  /** A place named that is no station of the tenant. */
  unknownPlace: string | null
}

const saysPlaceOrDay = (s: Slots) => ['startStation', 'endStation', 'address', 'destination', 'startDate'].some((k) => filled(s[k]))
const readsAsSomething = (r: IntentResult) => r.intent !== 'unknown' || Object.values(r.slots).some(filled)

/**
 * Reads a sentence in the conversation (../shared/dialogues/CONTRACT.md, rules 1, 2, 3 and 8):
 * the answer to the assistant's own question first, a new request afresh, a follow-up over the
 * earlier search, a carpool day as a whole day, and no place swapped for another. `alone` is the
 * sentence read without context. The engine reads the words; this decides what they continue.
 */
export function readTurn(
  text: string,
  alone: IntentResult,
  state: DialogState,
  env: DialogEnv,
  parse: Reparse,
  standsAlone: (own: IntentResult) => IntentResult | null,
): TurnReading {
  const { context, pending } = state
  const own = () => alone
  const zone = env.tenant.timezone
  let result: IntentResult
  let from: DialogState = state
  let fresh = false
  let answered = false
  if (context && SEARCHES.has(own().intent) && saysVehicle(text) && saysPlaceOrDay(own().slots)) {
    // Rule 2: "voiture lundi 8h au Vieux-Port" asks for a vehicle itself: nothing earlier is kept.
    result = own()
    from = { ...state, context: null, pending: null }
    fresh = true
  } else {
    const end = pending?.slot === 'endDate' && context && SEARCHES.has(context.intent) ? readEndAnswer(text, context, zone, parse) : null
    answered = end !== null
    result = end ?? (context ? (standsAlone(own()) ?? parse(text, context, null)) : own())
  }
  const earlier: IntentContext | null = fresh ? null : from.context
  const continues = earlier !== null && earlier.intent === result.intent && SEARCHES.has(result.intent)

  result = wholeDayCarpool(result, own().slots, text, env.now, zone)

  // Rule 3: a place that is no station is named, and the station asked, not replaced.
  let place: string | null = null
  if (SEARCHES.has(result.intent) && !filled(own().slots.startStation) && !filled(own().slots.address)) {
    place = unknownPlace(text, own(), (piece) => readsAsSomething(parse(piece, null, null)))
    if (place) {
      const slots = { ...result.slots, startStation: null, endStation: null }
      result = {
        ...result,
        slots,
        missing: missingSearchSlots(result.intent, slots, env.tenant.searchEngine),
      }
    }
  }

  let added: Slots | null = null
  let kept: Slots | null = null
  if (continues && earlier) {
    if (pending && !answered) added = nonEmpty(addedFilters(result.slots, earlier.slots))
    else if (!pending) kept = nonEmpty(keptSlots(result.slots, earlier.slots, own().slots))
    // An answer to the assistant's question keeps the rest by nature; the filters said earlier are still named.
    else kept = nonEmpty(onlyFilters(keptSlots(result.slots, earlier.slots, own().slots)))
  }
  return { result, state: from, added, kept, unknownPlace: place }
}

const nonEmpty = (slots: Slots): Slots | null => (Object.keys(slots).length > 0 ? slots : null)

export type { Reparse }
