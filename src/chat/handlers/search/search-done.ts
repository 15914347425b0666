import { INITIAL_DIALOG_STATE, type DialogState } from '../../dialog/types'
import { isoIn } from '../../dialog/iso-in-zone'

/** Cards after which the search that led to them is over: the booking is made (or the carpool joined). */
const ENDS_THE_SEARCH: ReadonlySet<string> = new Set(['booking-confirmation'])

const SEARCHES = new Set(['search_vehicles', 'join_carpool'])

/**
 * The dialog once a search card's next card is shown. A confirmed booking ends the search: what is
 * said next is about that booking ("annule" opens its cancel card, not "search dropped"), and the
 * finished search's chips and questions go. Another search a card's button started (another
 * station, other times) is the one the next sentence continues ("avec GPS" searches there). Any
 * other card keeps the search under way.
 */
export function dialogAfterNextCard(kind: string, dialog: DialogState, props: Record<string, unknown> = {}, timeZone = 'UTC'): DialogState {
  if (ENDS_THE_SEARCH.has(kind)) return INITIAL_DIALOG_STATE
  if (kind !== 'search-results' || !dialog.context || !SEARCHES.has(dialog.context.intent)) return dialog
  const criteria = (props.criteria ?? null) as Record<string, unknown> | null
  if (!criteria) return dialog
  const station = (v: unknown) => (typeof v === 'number' ? String(v) : null)
  const instant = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? isoIn(v, timeZone) : null)
  const slots = { ...dialog.context.slots }
  // What the card's search says replaces what was said; what it leaves open stays as said.
  for (const [key, value] of [
    ['startStation', station(criteria.startStation)],
    ['endStation', criteria.endStation === criteria.startStation ? null : station(criteria.endStation)],
    ['startDate', instant(criteria.startDate)],
    ['endDate', instant(criteria.endDate)],
  ] as const) {
    if (value !== null || key === 'endStation') slots[key] = value
  }
  return { ...dialog, pending: null, context: { ...dialog.context, slots } }
}
