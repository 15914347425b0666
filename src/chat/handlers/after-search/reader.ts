import type { TurnSentence } from '../../dialog/registry'
import type { DialogOutcome, MemberBooking, TurnFacts } from '../../dialog/types'
import { carpoolDestination } from '../../dialog/carpool-destination'
import { changeBooking } from './booking-change'
import { answerCard } from './card-answer'
import { priceOfCard } from './card-price'
import { chooseResult } from './choose-result'
import { dayNamed, defaultBooking, namedBooking } from './named-booking'
import { changeSearchEnd } from './search-change'
import { otherBooking, refineChoice } from './remembered'
import { saysEnd } from './words'

/**
 * The conversation after the search (../shared/dialogues/CONTRACT.md, rules 10 to 12): a typed
 * answer to the newest card asking yes or no, a choice among the results showing, a change of the
 * booking named, a search's end moved. Null lets the sentence go on as the engine read it.
 */
export function readAfterSearch(s: TurnSentence): DialogOutcome | null {
  return answerCard(s) ?? priceOfCard(s) ?? chooseResult(s) ?? refineChoice(s) ?? otherBooking(s) ?? changeBooking(s) ?? changeSearchEnd(s)
}

const BOOKING_ACTIONS: Partial<Record<string, NonNullable<TurnFacts['booking']>['action']>> = {
  show_booking: 'show',
  cancel_booking: 'cancel',
  modify_booking: 'modify',
  set_geotracking: 'geotracking',
}

/** The booking a booking sentence the handlers answered is about (which, date, or a day said). */
function bookingOf(s: TurnSentence, outcome: DialogOutcome): MemberBooking | null {
  const slots = outcome.state.context?.slots ?? {}
  const bookings = (s.env.bookings ?? []).filter((b) => b.status !== 'closed')
  const date = typeof slots.date === 'string' ? slots.date : dayNamed(s)
  if (date) return namedBooking(s, date)
  if (slots.which === 'current') return bookings.find((b) => b.status === 'in_progress') ?? null
  if (slots.which === 'next') return [...bookings].filter((b) => b.status === 'upcoming').sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0] ?? null
  if (slots.which === 'last') return [...(s.env.bookings ?? [])].sort((a, b) => Date.parse(b.start) - Date.parse(a.start))[0] ?? null
  return namedBooking(s, null) ?? defaultBooking(s)
}

/**
 * Rule 18: what the next turn needs. A booking shown, cancelled or changed is the one "it" means
 * next; whether the start or the end was said last decides what a bare time moves.
 */
export function noteAfterSearch(s: TurnSentence, outcome: DialogOutcome): DialogOutcome {
  let facts = outcome.facts
  const action = BOOKING_ACTIONS[outcome.intent]
  if (action && !facts?.booking && s.env.session.authenticated && s.env.bookings) {
    const b = bookingOf(s, outcome)
    if (b) facts = { ...facts, booking: { id: b.id, action, startDate: null, endDate: null, endStation: null } }
  }
  // A carpool search asking where it leaves from is about carpools already (rule 14): its destination and day are said.
  if (outcome.intent === 'join_carpool' && outcome.state.pending && !facts?.carpool) {
    const slots = outcome.state.context?.slots ?? {}
    const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)
    facts = {
      ...facts,
      carpool: { action: 'search', id: null, destination: carpoolDestination(slots.destination, s.env), startDate: str(slots.startDate), endDate: str(slots.endDate), seats: null },
    }
  }
  const before = outcome.state.after ?? { selected: null, booking: null, lastSaid: null }
  const slots = s.own.slots
  // An end said as a time ("jusqu'à 18h", "until 5pm") or asked ("until when?"); a length ("pour 2h") fixes no end time.
  const saidEnd = outcome.state.pending?.slot === 'endDate' || (typeof slots.endDate === 'string' && saysEnd(s.text))
  const saidStart = typeof slots.startDate === 'string'
  const lastSaid = outcome.facts?.booking ? before.lastSaid : saidEnd ? 'end' : saidStart ? 'start' : before.lastSaid
  // A new search is about no booking any more; a booking acted on is the one "it" means next.
  const booking = facts?.booking?.id ?? (SEARCH_INTENTS.has(outcome.intent) && outcome.state.context !== s.state.context ? null : before.booking)
  const selected = facts?.selected !== undefined ? facts.selected : outcome.reply.cards.some((c) => c.kind === 'search-results') ? null : before.selected
  return { ...outcome, ...(facts ? { facts } : {}), state: { ...outcome.state, after: { selected, booking, lastSaid } } }
}

const SEARCH_INTENTS = new Set(['search_vehicles', 'join_carpool'])
