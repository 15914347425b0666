import { BOOKINGS_KEY, REFERENCE_KEY, VEHICLES_KEY } from '@/core/query/query-keys'
import type * as HomeCacheModule from './home-cache'

type HomeCache = typeof HomeCacheModule

let loaded: HomeCache | null = null

/**
 * What reads the member's home from the query cache (home-cache.ts), loaded on first use like the
 * query client (loaded-query-client.ts), so that neither weighs on the chat's first load: before
 * it has come nothing is cached that it would read, the chat then says no home.
 */
export async function loadHomeCache(): Promise<HomeCache> {
  loaded ??= await import('./home-cache')
  return loaded
}

/** The home's cache readers once something has loaded them, else null. */
export function loadedHomeCache(): HomeCache | null {
  return loaded
}

/** The first key parts of what home-cache.ts reads (rentals and invoices, vehicles, stations): the chat draws again when one changes. */
export const HOME_CACHE_ROOTS = [BOOKINGS_KEY[0], VEHICLES_KEY[0], REFERENCE_KEY[0]]
