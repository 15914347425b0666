import type { VehicleSearchResult } from '@contracts/vehicle'
import type { SearchCriteria } from '@/features/search/search-criteria'
import { loadedQueryClient } from '@/core/query/query-client-slot'
import type { SearchOutcome } from '@/features/search/search-actions'

/** The vehicles a results card shows, in its order, and the criteria searched (places said in words resolved). */
export interface ShownResults {
  results: readonly VehicleSearchResult[]
  criteria: SearchCriteria
}

/** A results card's search as its query holds it (card-search.ts). */
export interface CardSearch {
  /** The criteria searched, places said in words resolved. */
  criteria: SearchCriteria
  outcome: SearchOutcome
  /** The vehicles found, in the card's order (none when the search failed). */
  results: VehicleSearchResult[]
}

/** The query of a results card's search, one per card. Apart from the card so that the chat names it without loading the card. */
export const cardSearchKey = (cardId: string) => ['card-search', cardId] as const

/**
 * The vehicles a results card shows, as its query holds them: a sentence choosing "the second one"
 * picks among them (dialogues contract, rule 10). Null before its search answered (or after a reload).
 */
export function shownResults(cardId: string): ShownResults | null {
  const search = loadedQueryClient()?.getQueryData<CardSearch>(cardSearchKey(cardId))
  return search?.outcome.ok ? { results: search.results, criteria: search.criteria } : null
}
