import type { TurnSentence } from '../../dialog/registry'
import type { DialogOutcome } from '../../dialog/types'
import { foldedText } from '../../dialog/folded-text'
import { saysVehicle } from '../../dialog/reading/words'
import { review } from './choose-result'
import { dayIn } from './named-booking'
import { saysName } from './words'

const SEARCHES = new Set(['search_vehicles', 'join_carpool'])

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
  const result = s.parse(s.text, context, null)
  if (!SEARCHES.has(result.intent)) return null
  const searched = s.respond(result, { ...s.state, pending: null })
  const results = searched.reply.cards.find((c) => c.kind === 'search-results')
  const vehicle = results ? s.env.shown?.vehicles(results)?.find((v) => v.id === chosen) : undefined
  if (!results || !vehicle) return null
  const again = review(s, results, vehicle)
  return { ...again, state: { ...searched.state, after: again.state.after } }
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
