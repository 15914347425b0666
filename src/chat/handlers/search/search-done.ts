import { INITIAL_DIALOG_STATE, type DialogState } from '../../dialog/types'

/** Cards after which the search that led to them is over: the booking is made (or the carpool joined). */
const ENDS_THE_SEARCH: ReadonlySet<string> = new Set(['booking-confirmation'])

/**
 * The dialog once a search card's next card is shown. A confirmed booking ends the search: what is
 * said next is about that booking ("annule" opens its cancel card, not "search dropped"), and the
 * finished search's chips and questions go. Any other card keeps the search under way.
 */
export function dialogAfterNextCard(kind: string, dialog: DialogState): DialogState {
  return ENDS_THE_SEARCH.has(kind) ? INITIAL_DIALOG_STATE : dialog
}
