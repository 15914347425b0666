import { runSearch, type SearchCriteria, type SearchOutcome } from '@/features/search'
import { resolvePlaces } from './resolve-places'
import type { SearchResultsCardProps } from './schema'

export interface CardSearch {
  /** The criteria searched, places said in words resolved. */
  criteria: SearchCriteria
  outcome: SearchOutcome
}

function searchFor(props: SearchResultsCardProps): Promise<CardSearch> {
  return resolvePlaces(props.criteria, props.addressText, props.destinationText).then(async (criteria) => ({
    criteria,
    outcome: await runSearch(criteria, { notify: false, formRules: false }),
  }))
}

// The searches the chat started as it posted their cards, by card id: the request leaves while the
// answer renders (on a slow phone, hundreds of milliseconds) instead of once the card has mounted.
const started = new Map<string, Promise<CardSearch>>()
const KEPT = 16

/** Starts the search of a results card the chat is about to show. */
export function startCardSearch(cardId: string, props: SearchResultsCardProps): void {
  if (started.has(cardId)) return
  if (started.size >= KEPT) started.clear()
  const search = searchFor(props)
  // The card reports a failure when it takes the search; a card never shown leaves none unhandled.
  search.catch(() => undefined)
  started.set(cardId, search)
}

/** The card's search: the one started for it on its first attempt, a new one on a retry. */
export function cardSearch(cardId: string, props: SearchResultsCardProps, attempt: number): Promise<CardSearch> {
  const search = attempt === 0 ? started.get(cardId) : undefined
  return search ?? searchFor(props)
}
