import { useInfiniteQuery } from '@tanstack/react-query'
import type { VehicleSearchResult } from '@contracts/vehicle'
import { queryClient } from '@/core/query/query-client'
import { classicResultsQuery, shownResultsOf, type ClassicSearch } from './classic-results'
import { notifySearchError } from './search-actions'
import { useSearchStore } from './search-store'
import { INITIAL_CRITERIA } from './search-criteria'
import type { SearchSettings } from './search-settings'

export interface ClassicResults {
  /** Idle before any search; loading while one is sent; done once it answered; error when it failed. */
  status: 'idle' | 'loading' | 'done' | 'error'
  results: VehicleSearchResult[]
  total: number
  moreStatus: 'idle' | 'loading' | 'error'
  /** "Show more": reads the next page; answers how many vehicles it added (0 on a failure, said as a toast). */
  loadMore: () => Promise<number>
}

// The query's placeholder while nothing was searched: never sent (the observer does not fetch).
const NOTHING: ClassicSearch = { id: -1, criteria: INITIAL_CRITERIA, settings: {} as SearchSettings }

/** The results of the search the screen shows (classic-results.ts), read from the query cache. */
export function useClassicResults(): ClassicResults {
  const asked = useSearchStore((s) => s.resultsAsked)
  const query = useInfiniteQuery({ ...classicResultsQuery(asked ?? NOTHING), enabled: false }, queryClient)
  const shown = query.data ? shownResultsOf(query.data.pages, query.hasNextPage) : { results: [], total: 0 }
  // A page after the first that failed keeps the vehicles listed: the search itself answered.
  const status = asked === null ? 'idle' : query.data ? 'done' : query.isError ? 'error' : query.isFetching ? 'loading' : 'idle'
  const moreStatus = query.isFetchingNextPage ? 'loading' : query.isFetchNextPageError ? 'error' : 'idle'
  const loadMore = async () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return 0
    const before = shown.results.length
    const next = await query.fetchNextPage()
    if (next.isFetchNextPageError) {
      notifySearchError(next.error)
      return 0
    }
    return next.data ? shownResultsOf(next.data.pages, next.hasNextPage).results.length - before : 0
  }
  return { status, results: shown.results, total: shown.total, moreStatus, loadMore }
}
