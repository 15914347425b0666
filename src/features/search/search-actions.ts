import { i18n } from '@/i18n'
import { messagesOf, notifyApiError } from '@/core/api'
import { currentClientSettings, currentTenant } from '@/core/tenant'
import { toast } from '@/lib/toast/toast-store'
import type { VehicleSearchResult } from '@contracts/vehicle'
import { loadQueryClient } from '@/core/query/loaded-query-client'
import type { CarpoolResult } from '@contracts/rental'
import { fetchVehicle, searchCarpools } from './api'
import { classicCarpoolsKey } from './classic-carpools'
import { classicResultsQuery, type ClassicSearch } from './classic-results'
import { CLASSIC_RESULTS_KEY } from '@/core/query/query-keys'
import { forgetAwaitedBooking } from './awaited-booking'
import { endAfterStartChange } from './date-bounds'
import { toCarpoolSearchBody } from './search-body'
import { withoutChip, type SearchChip } from './search-chips'
import type { SearchCriteria } from './search-criteria'
import { splitSearchError } from './search-errors'
import { searchBlocker } from './search-rules'
import type { SearchSettings } from './search-settings'
import { patchCriteria, useSearchStore } from './search-store'

export function currentSearchSettings(): SearchSettings {
  return currentClientSettings().search
}

/** Spec section 5: a new start moves the end to start + minimum duration. */
export function setStartDate(start: number | null): void {
  if (start === null) return patchCriteria({ startDate: null })
  patchCriteria({ startDate: start, endDate: endAfterStartChange(start, currentSearchSettings()) })
}

export function setEndDate(end: number | null): void {
  patchCriteria({ endDate: end })
}

/** Search errors: the search's own snackbars (spec section 8), the generic handler for the rest. */
export function notifySearchError(error: unknown): void {
  const { keys, rest } = splitSearchError(error)
  for (const key of keys) toast.error(i18n.t(key))
  if (rest) notifyApiError(rest)
}

export type SearchOutcome = { ok: true; results: VehicleSearchResult[]; total: number } | { ok: false; error: unknown | null }

interface RunOptions {
  /** Show failures as toasts (the classic screen); a chat card shows them itself. */
  notify?: boolean
  /**
   * Apply every disabled-submit rule of the form (spec section 5). The chat asks only for what the
   * search cannot go without (dates, start station or address) and lets the server judge the rest.
   */
  formRules?: boolean
}

const ESSENTIAL_BLOCKERS: ReadonlySet<string> = new Set(['missing-dates', 'missing-start-station', 'missing-location'])

let searchesSent = 0

/**
 * POST /vehicles/search with the current criteria (patched first when given), through the query
 * the screen reads (classic-results.ts): a chat card's search shows there too. A newer search
 * cancels an older one and drops its results; a search that cannot run (spec section 5 rules)
 * fails with no error.
 */
export async function runSearch(criteria?: Partial<SearchCriteria>, { notify = true, formRules = true }: RunOptions = {}): Promise<SearchOutcome> {
  if (criteria) patchCriteria(criteria)
  const settings = currentSearchSettings()
  const { criteria: c } = useSearchStore.getState()
  const blocker = searchBlocker(c, settings, false)
  if (blocker !== null && (formRules || ESSENTIAL_BLOCKERS.has(blocker))) return { ok: false, error: null }
  const search: ClassicSearch = { id: ++searchesSent, criteria: c, settings }
  useSearchStore.setState({ resultsAsked: search, step: 'map', selected: null, vehicle: null, carpool: null, returnToResult: null })
  const client = await loadQueryClient()
  const older = { queryKey: CLASSIC_RESULTS_KEY, predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[1] !== search.id }
  await client.cancelQueries(older)
  client.removeQueries(older)
  const current = () => useSearchStore.getState().resultsAsked === search
  try {
    const first = (await client.fetchInfiniteQuery(classicResultsQuery(search))).pages[0]
    if (current()) useSearchStore.setState({ searched: c })
    return { ok: true, results: first.results, total: first.total }
  } catch (error) {
    if (!current()) return { ok: false, error: null }
    // The criteria refused are not the searched ones: the form stays as the driver left it.
    if (notify) notifySearchError(error)
    return { ok: false, error }
  }
}

/** The messages of a failed search, as the snackbars would say them (spec section 8). */
export function searchErrorMessages(error: unknown): string[] {
  const { keys, rest } = splitSearchError(error)
  return [...keys.map((key) => i18n.t(key)), ...(rest ? messagesOf(rest) : [])]
}

/** Removes a header chip and searches again when the search can still run. */
export async function removeChip(chip: SearchChip): Promise<boolean> {
  const next = withoutChip(useSearchStore.getState().criteria, chip)
  useSearchStore.setState({ criteria: next })
  if (searchBlocker(next, currentSearchSettings(), false) !== null) {
    useSearchStore.setState({ searched: null, resultsAsked: null })
    return false
  }
  await runSearch()
  return true
}

/** map -> vehicle: shows the result at once, then its full details. */
export async function selectResult(result: VehicleSearchResult): Promise<void> {
  forgetAwaitedBooking(currentTenant().slug)
  useSearchStore.setState({ step: 'vehicle', selected: result, vehicle: result.vehicle, carpool: null })
  try {
    const vehicle = await fetchVehicle(result.vehicle.id)
    if (useSearchStore.getState().selected === result) useSearchStore.setState({ vehicle })
  } catch (error) {
    console.error('Loading the vehicle details failed', error)
  }
}

/** Closing a result returns to the map (spec section 4). */
export function closeResult(): void {
  forgetAwaitedBooking(currentTenant().slug)
  useSearchStore.setState((s) => ({ step: 'map', selected: null, vehicle: null, carpool: null, returnToResult: s.selected?.vehicle.id ?? null }))
}

/**
 * POST /carpooling_rentals/search with the current start station and times, through the query
 * the classic panel reads (classic-carpools.ts): a chat card's search shows there too.
 */
export async function runCarpoolSearch(
  criteria?: Partial<SearchCriteria>,
  { notify = true }: RunOptions = {},
): Promise<{ ok: true; carpools: CarpoolResult[] } | { ok: false; error: unknown | null }> {
  if (criteria) patchCriteria(criteria)
  const { criteria: c } = useSearchStore.getState()
  if (c.startDate === null) return { ok: false, error: null }
  const body = toCarpoolSearchBody(c, currentSearchSettings())
  useSearchStore.setState({ carpoolsAsked: body })
  try {
    // Sent each time (a retry, or the chat's new card), never answered from the cache, nor retried:
    // a failure is said once and the button asks again.
    const carpools = await (
      await loadQueryClient()
    ).fetchQuery({
      queryKey: classicCarpoolsKey(body),
      queryFn: async ({ signal }) => (await searchCarpools(body, signal)).results,
      retry: false,
      gcTime: Infinity,
    })
    return { ok: true, carpools }
  } catch (error) {
    if (notify) notifyApiError(error)
    return { ok: false, error }
  }
}

/**
 * Puts a chosen result back into the flow (a chat card after a reload, say): its criteria, the
 * result and its vehicle, at the vehicle step.
 */
export function resumeSelection(result: VehicleSearchResult, criteria: SearchCriteria): void {
  forgetAwaitedBooking(currentTenant().slug)
  useSearchStore.setState({ criteria, step: 'vehicle', selected: result, vehicle: result.vehicle, carpool: null })
}
