import type { QueryClient } from '@tanstack/react-query'
import type { VehicleSearchResponse, VehicleSearchResult } from '@contracts/vehicle'
import { searchVehicles } from './api'
import { toVehicleSearchBody } from './search-body'
import type { SearchCriteria } from './search-criteria'
import type { SearchSettings } from './search-settings'
import { CLASSIC_RESULTS_KEY } from '@/core/query/query-keys'

/** One search sent (runSearch): its number in this page's life, and what it searched with. */
export interface ClassicSearch {
  id: number
  criteria: SearchCriteria
  settings: SearchSettings
}

/**
 * A search's results, one entry per search sent (the store's `resultsAsked` says which one the
 * screen shows), its pages of 50 (spec section 9) as "show more" reads them. runSearch sends the
 * first page; the screen only reads the entry and asks for the next pages. Never read again by
 * itself nor retried: a new search is the driver's, and a failure is said once.
 */
export function classicResultsQuery(search: ClassicSearch) {
  return {
    queryKey: [...CLASSIC_RESULTS_KEY, search.id] as const,
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) => searchVehicles(toVehicleSearchBody(search.criteria, search.settings, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: (last: VehicleSearchResponse, pages: VehicleSearchResponse[], lastPage: number) => {
      const shown = distinctResults(pages).length
      // A vehicle booked or freed between two pages may shift the paging: a page that adds nothing ends it.
      const addedNothing = pages.length > 1 && shown === distinctResults(pages.slice(0, -1)).length
      return shown >= last.total || addedNothing ? undefined : lastPage + 1
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  }
}

/** The pages' vehicles in order, none listed twice. */
function distinctResults(pages: readonly VehicleSearchResponse[]): VehicleSearchResult[] {
  const seen = new Set<number>()
  const out: VehicleSearchResult[] = []
  for (const r of pages.flatMap((p) => p.results)) {
    if (seen.has(r.vehicle.id)) continue
    seen.add(r.vehicle.id)
    out.push(r)
  }
  return out
}

export interface ShownResults {
  results: VehicleSearchResult[]
  /** How many the server has; the vehicles listed once no page is left to read. */
  total: number
}

/** What the screen lists of a search's pages. */
export function shownResultsOf(pages: readonly VehicleSearchResponse[], morePages: boolean): ShownResults {
  const results = distinctResults(pages)
  return { results, total: morePages ? (pages[pages.length - 1]?.total ?? 0) : results.length }
}

/** The vehicles of the search shown now, as the cache holds them; none before it answered. */
export function classicResultsIn(client: QueryClient | null, search: ClassicSearch | null): VehicleSearchResult[] {
  if (!client || !search) return []
  const data = client.getQueryData<{ pages: VehicleSearchResponse[] }>(classicResultsQuery(search).queryKey)
  return data ? distinctResults(data.pages) : []
}
