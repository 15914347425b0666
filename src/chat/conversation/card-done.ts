import type { CardDone } from '@cards/shared/card-host'
import type { DialogState } from '../dialog/types'

/**
 * The dialog's memory once a card's own button acted (rule 18): a booking made or changed there is
 * the one a later sentence acts on when it names none ("finalement jusqu'à 13h"), before the trip
 * in progress; one cancelled there is no longer remembered. The question pending is answered.
 */
export function afterCardDone(state: DialogState, done: CardDone): DialogState {
  const after = state.after ?? { selected: null, booking: null, lastSaid: null }
  if (done.kind === 'cancelled') {
    return after.booking === done.bookingId ? { ...state, after: { ...after, booking: null } } : state
  }
  const selected = done.kind === 'booked' ? null : after.selected
  return { ...state, pending: null, after: { ...after, selected, booking: done.bookingId } }
}
