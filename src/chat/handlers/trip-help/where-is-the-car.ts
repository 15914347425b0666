import type { TurnSentence } from '../../dialog/registry'
import type { DialogOutcome } from '../../dialog/types'
import { foldedText } from '../../dialog/folded-text'
import { filled } from '../../dialog/reading/kept'

const WHERE = /\b(ou|where)\b/

/**
 * "Elle est où la voiture ?", "where's my car?" with a booking in progress or coming (rule 15): where
 * it stands, the station's address and description, with the booking; the engine reads it as showing
 * the booking, which says nothing of where the car is. A day said names a booking to show.
 */
export function readWhereIsTheCar(s: TurnSentence): DialogOutcome | null {
  if (s.own.intent !== 'show_booking' || !s.env.session.authenticated) return null
  if (filled(s.own.slots.date) || !WHERE.test(foldedText(s.text).replace(/[’'`]/g, ' '))) return null
  const stands = (s.env.bookings ?? []).some((b) => (b.status === 'in_progress' || b.status === 'upcoming') && b.startStation !== null)
  if (!stands) return null
  return s.respond({ ...s.own, intent: 'report_issue', slots: { kind: 'cant_find' }, missing: [] }, { ...s.state, pending: null })
}
