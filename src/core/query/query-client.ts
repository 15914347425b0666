import { QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from '../api/api-error'
import { BOOKINGS_KEY } from './query-keys'
import { queryClientLoaded } from './query-client-slot'

export { BOOKINGS_KEY }

/** Tries after the first for a read that may succeed later. */
const RETRIES = 2

/**
 * A read is tried again only when the network failed or the server broke (no status, 5xx): a 4xx
 * answer (not found, forbidden, invalid) stays the same however often it is asked.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= RETRIES) return false
  if (!isApiError(error)) return false
  return error.status === 0 || error.status >= 500
}

/**
 * The app's one cache of server data (ARCHITECTURE.md: TanStack Query), which every hook names
 * rather than finding it through a provider: the app then renders without loading TanStack Query,
 * which comes with the first screen that reads (the chat route's budget). 30 s fresh: moving between a
 * list, a detail and the chat shows what was read without asking again, while what the member
 * changes here invalidates it at once (invalidateBookings) and what changes elsewhere shows soon.
 */
export const queryClient = new QueryClient({
  // Spec section 7: a failed load is only logged; the view says it with its retry.
  queryCache: new QueryCache({ onError: (error, query) => console.error(`Loading ${query.queryKey.join(' ')} failed`, error) }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
    // A change is sent once: the member sees its outcome and decides.
    mutations: { retry: false },
  },
})
queryClientLoaded(queryClient)

/** After a booking is made, changed or left anywhere: every list, detail, the home and the chat's cards read it again. */
export function invalidateBookings(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY })
}
