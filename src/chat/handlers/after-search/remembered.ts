import type { TurnSentence } from '../../dialog/registry'
import type { CardSpec, DialogOutcome, DialogState } from '../../dialog/types'
import type { IntentResult } from '../../dialog/intent-types'
import { foldedText } from '../../dialog/folded-text'
import { saysVehicle } from '../../dialog/reading/words'
import { review, reviewOf } from './choose-result'
import { tripNoted } from './trip-question'
import { dayIn } from './named-booking'
import { formatDuration } from '@contracts/format'
import { minimumLengthMs } from '../search/minimum-length'
import { saysName, withoutChangeWords } from './words'

const SEARCHES = new Set(['search_vehicles', 'join_carpool'])
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Rule 18: after a choice, a follow-up of the search ("and add GPS", "make it 3 hours") refines that
 * vehicle's review instead of listing the results again, while the vehicle still fits; after a
 * booking was shown, "et la Tesla ?" moves to that booking.
 */
export function refineChoice(s: TurnSentence): DialogOutcome | null {
  const chosen = s.state.after?.selected
  const context = s.state.context
  if (!chosen || s.env.newestCard?.kind !== 'booking-review' || !context || !SEARCHES.has(context.intent)) return null
  if (saysVehicle(s.text) && ['startStation', 'startDate'].some((k) => s.own.slots[k])) return null
  let result = s.parse(s.text, context, null)
  // "finalement 30 min", "make it 30 minutes": the change word hides the length from the engine.
  const bare = withoutChangeWords(s.text)
  if (!SEARCHES.has(result.intent) && bare !== null) result = s.parse(bare, context, null)
  if (!SEARCHES.has(result.intent)) return null
  const answered = tripAnswer(s, result, context, s.env.newestCard)
  if (answered) return answered
  const searched = s.respond(result, { ...s.state, pending: null })
  const results = searched.reply.cards.find((c) => c.kind === 'search-results')
  const vehicle = results ? s.env.shown?.vehicles(results)?.find((v) => v.id === chosen) : undefined
  if (!results || !vehicle) return null
  const before = s.env.newestCard.props.criteria
  const noted = tripNoted(s, isObject(before) ? before : null, isObject(results.props.criteria) ? results.props.criteria : null)
  const note = [minimumNote(s, result.slots, results.props), noted].filter((part) => part !== '').join(' ')
  const again = review(s, results, vehicle, note, noted !== '')
  return { ...again, state: { ...searched.state, after: again.state.after } }
}

// The trip details a review asks before booking (search-rules.ts missingTripDetails) that a sentence can say.
const TRIP_SLOTS = new Set(['rentalLabel', 'estimatedDistance'])
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * A typed answer to the review's trip question ("pour le travail", "35 km"): the same vehicle and
 * search with that detail added, as the card's own quick replies do. No new search: the vehicles
 * found do not depend on it, and the live chat knows no results of a search not yet run.
 */
function tripAnswer(s: TurnSentence, result: IntentResult, context: NonNullable<DialogState['context']>, card: CardSpec): DialogOutcome | null {
  const keys = new Set([...Object.keys(context.slots), ...Object.keys(result.slots)])
  const changed = [...keys].filter((k) => !same(result.slots[k], context.slots[k]))
  const before = isObject(card.props.criteria) ? card.props.criteria : null
  const chosen = s.state.after?.selected
  if (!before || !chosen || changed.length === 0 || changed.some((k) => !TRIP_SLOTS.has(k))) return null
  // The search handler reads the slots as the search would take them (the tenant's fields, the API's ids).
  const searched = s.respond(result, { ...s.state, pending: null }).reply.cards.find((c) => c.kind === 'search-results')
  const said = searched && isObject(searched.props.criteria) ? searched.props.criteria : null
  if (!said) return null
  const criteria = { ...before, rentalLabel: said.rentalLabel ?? before.rentalLabel, estimatedDistance: said.estimatedDistance ?? before.estimatedDistance }
  const noted = tripNoted(s, before, criteria)
  if (noted === '') return null
  const vehicle = isObject(card.props.vehicle) ? card.props.vehicle : {}
  const name = `${String(vehicle.make ?? '')} ${String(vehicle.model ?? '')}`.trim()
  const again = reviewOf(s, { ...card.props, criteria }, name, chosen, noted, true)
  return { ...again, state: { ...again.state, context: { ...context, slots: result.slots } } }
}

/** The search offered the tenant's minimum instead of the shorter length said: the review says so too. */
function minimumNote(s: TurnSentence, slots: Record<string, unknown>, props: Record<string, unknown>): string {
  const criteria = (props.criteria ?? null) as { startDate?: unknown; endDate?: unknown } | null
  const said = typeof slots.startDate === 'string' && typeof slots.endDate === 'string' ? Date.parse(slots.endDate) - Date.parse(slots.startDate) : null
  const offered = typeof criteria?.startDate === 'number' && typeof criteria.endDate === 'number' ? criteria.endDate - criteria.startDate : null
  const minimum = minimumLengthMs(s.env.search.minimumReservationDuration)
  if (said === null || offered === null || said <= 0 || said >= minimum || offered !== minimum) return ''
  return s.env.translate(s.env.lang, 'search:chat.minimum-length', { minimum: formatDuration(minimum, s.env.lang), said: formatDuration(said, s.env.lang) })
}

export function otherBooking(s: TurnSentence): DialogOutcome | null {
  const shownId = s.state.after?.booking
  if (!shownId || s.env.newestCard?.kind !== 'booking-detail' || foldedText(s.text).length > 40) return null
  const others = (s.env.bookings ?? []).filter((b) => b.status !== 'closed' && b.id !== shownId && b.vehicle)
  const named = others.filter((b) => b.vehicle && (saysName(s.text, b.vehicle.model.split(' ')[0]) || saysName(s.text, b.vehicle.make)))
  if (named.length !== 1) return null
  const b = named[0]
  const slots = { which: b.status === 'in_progress' ? 'current' : null, date: b.status === 'in_progress' ? null : dayIn(b.start, s.env.tenant.timezone) }
  const shown = s.respond({ lang: s.own.lang, intent: 'show_booking', slots, missing: [] }, { ...s.state, pending: null })
  return { ...shown, facts: { booking: { id: b.id, action: 'show', startDate: null, endDate: null, endStation: null } } }
}
