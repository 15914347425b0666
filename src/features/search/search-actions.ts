import { i18n } from '@/i18n'
import { messagesOf, notifyApiError } from '@/core/api'
import { currentClientSettings, currentTenant } from '@/core/tenant'
import { toast } from '@/lib/toast/toast-store'
import type { VehicleSearchResult } from '@contracts/vehicle'
import { loadQueryClient } from '@/core/query/loaded-query-client'
import type { CarpoolResult } from '@contracts/rental'
import { fetchVehicle, searchCarpools, searchVehicles } from './api'
import { classicCarpoolsKey } from './classic-carpools'
import { forgetAwaitedBooking } from './awaited-booking'
import { endAfterStartChange } from './date-bounds'
import { toCarpoolSearchBody, toVehicleSearchBody } from './search-body'
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

let inFlight: AbortController | null = null

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

/**
 * POST /vehicles/search with the current criteria (patched first when given). A newer search
 * aborts an older one; a search that cannot run (spec section 5 rules) fails with no error.
 */
export async function runSearch(criteria?: Partial<SearchCriteria>, { notify = true, formRules = true }: RunOptions = {}): Promise<SearchOutcome> {
  if (criteria) patchCriteria(criteria)
  const settings = currentSearchSettings()
  const { criteria: c } = useSearchStore.getState()
  const blocker = searchBlocker(c, settings, false)
  if (blocker !== null && (formRules || ESSENTIAL_BLOCKERS.has(blocker))) return { ok: false, error: null }
  inFlight?.abort()
  const controller = new AbortController()
  inFlight = controller
  useSearchStore.setState({ status: 'loading', step: 'map', selected: null, vehicle: null, carpool: null, returnToResult: null })
  try {
    const response = await searchVehicles(toVehicleSearchBody(c, settings), controller.signal)
    if (!controller.signal.aborted) useSearchStore.setState({ status: 'done', results: response.results, total: response.total, searched: c, resultsPage: 1, moreStatus: 'idle' })
    return { ok: true, results: response.results, total: response.total }
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, error: null }
    // The criteria refused are not the searched ones: the form stays as the driver left it.
    useSearchStore.setState({ status: 'error', results: [], total: 0 })
    if (notify) notifySearchError(error)
    return { ok: false, error }
  } finally {
    if (inFlight === controller) inFlight = null
  }
}

/**
 * "Show more": the next page of the last search (its criteria as sent, not the form's), appended
 * to the results. Answers how many new results came; a newer search meanwhile discards the page.
 */
export async function loadMoreResults(): Promise<number> {
  const { searched, resultsPage, results, total, moreStatus } = useSearchStore.getState()
  if (searched === null || moreStatus === 'loading' || results.length >= total) return 0
  useSearchStore.setState({ moreStatus: 'loading' })
  try {
    const response = await searchVehicles(toVehicleSearchBody(searched, currentSearchSettings(), resultsPage + 1))
    if (useSearchStore.getState().searched !== searched) return 0
    // A vehicle booked or freed between two pages may shift the paging: never list one twice.
    const known = new Set(results.map((r) => r.vehicle.id))
    const added = response.results.filter((r) => !known.has(r.vehicle.id))
    useSearchStore.setState({ results: [...results, ...added], total: added.length === 0 ? results.length : response.total, resultsPage: resultsPage + 1, moreStatus: 'idle' })
    return added.length
  } catch (error) {
    if (useSearchStore.getState().searched === searched) useSearchStore.setState({ moreStatus: 'error' })
    notifySearchError(error)
    return 0
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
    useSearchStore.setState({ searched: null, results: [], total: 0, status: 'idle' })
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
