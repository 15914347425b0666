import { runSearch } from '@/features/search'
import { loadQueryClient } from '@/core/query/loaded-query-client'
import { orderResults } from './order-results'
import { resolvePlaces } from './resolve-places'
import { cardSearchKey, type CardSearch } from './shown-results'
import type { SearchResultsCardProps } from './schema'

export type { CardSearch }

async function searchFor(props: SearchResultsCardProps): Promise<CardSearch> {
  const criteria = await resolvePlaces(props.criteria, props.addressText, props.destinationText)
  const outcome = await runSearch(criteria, { notify: false, formRules: false })
  return { criteria, outcome, results: outcome.ok ? orderResults(outcome.results, props.sort) : [] }
}

/**
 * A results card's search, one per card (its props never change): kept while the conversation
 * shows it, never refetched by itself (a new search is the member's, through the card's retry).
 */
export function cardSearchQuery(cardId: string, props: SearchResultsCardProps) {
  return {
    queryKey: cardSearchKey(cardId),
    queryFn: () => searchFor(props),
    staleTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  }
}

/**
 * Starts the search of a results card the chat is about to show: the request leaves at once, while
 * the answer renders (on a slow phone, hundreds of milliseconds), and the query client holds it
 * for the card, which finds it there when it mounts. The client loads beside the request, out of
 * the chat's first load.
 */
export function startCardSearch(cardId: string, props: SearchResultsCardProps): void {
  const search = searchFor(props)
  // The card reports a failure when it reads the search; a card never shown leaves none unhandled.
  search.catch(() => undefined)
  void loadQueryClient().then((client) => {
    if (client.getQueryState(cardSearchKey(cardId)) === undefined) void client.prefetchQuery({ ...cardSearchQuery(cardId, props), queryFn: () => search })
  })
}
