import { create } from 'zustand'
import type { Vehicle, VehicleSearchResult } from '@contracts/vehicle'
import type { CarpoolResult, Rental } from '@contracts/rental'
import { loadedQueryClient } from '@/core/query/query-client-slot'
import { CLASSIC_RESULTS_KEY } from '@/core/query/query-keys'
import type { ClassicSearch } from './classic-results'
import { INITIAL_CRITERIA, type SearchCriteria } from './search-criteria'
import type { CarpoolSearchBody } from './classic-carpools'

/** The search view's internal states (spec section 2), in flow order (spec section 4). */
export type SearchStep = 'map' | 'vehicle' | 'booking' | 'confirmation'

/** What the confirmation shows: a rental created, or a carpool joined. */
export type BookingOutcome = { kind: 'rental'; rental: Rental; vehicle: Vehicle } | { kind: 'carpool'; carpool: CarpoolResult; vehicle: Vehicle }

export interface SearchStoreState {
  criteria: SearchCriteria
  /** The criteria of the last search sent: the chips and the results describe these. */
  searched: SearchCriteria | null
  /** The last search sent (its results are in the query cache, classic-results.ts); null before, or once its chips are all removed. */
  resultsAsked: ClassicSearch | null
  /** The carpool search the driver asked for (its offers are in the query cache, classic-carpools.ts); null before. */
  carpoolsAsked: CarpoolSearchBody | null
  step: SearchStep
  /** The result chosen on the map or in the list. */
  selected: VehicleSearchResult | null
  /** The chosen vehicle's details (GET /vehicles/{id}); the result's copy until they arrive. */
  vehicle: Vehicle | null
  /** Set when the booking joins this carpool instead of creating a rental. */
  carpool: CarpoolResult | null
  bookingStatus: 'idle' | 'submitting' | 'error'
  outcome: BookingOutcome | null
  /** The result whose vehicle was just closed: the list gives it the focus back. */
  returnToResult: number | null
}

export const INITIAL_SEARCH_STATE: SearchStoreState = {
  criteria: INITIAL_CRITERIA,
  searched: null,
  resultsAsked: null,
  carpoolsAsked: null,
  step: 'map',
  selected: null,
  vehicle: null,
  carpool: null,
  bookingStatus: 'idle',
  outcome: null,
  returnToResult: null,
}

/** One store for the search form, the map and the chat: both fill the same criteria (spec section 3). */
export const useSearchStore = create<SearchStoreState>(() => INITIAL_SEARCH_STATE)

export function patchCriteria(patch: Partial<SearchCriteria>): void {
  useSearchStore.setState((s) => ({ criteria: { ...s.criteria, ...patch } }))
}

export function resetSearch(): void {
  useSearchStore.setState(INITIAL_SEARCH_STATE)
  loadedQueryClient()?.removeQueries({ queryKey: CLASSIC_RESULTS_KEY })
}
