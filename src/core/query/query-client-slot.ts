import type { QueryClient } from '@tanstack/react-query'

// Where query-client.ts leaves the client when it loads, whoever loaded it (a screen's hook or
// loadQueryClient): a module of its own, so that neither of the two imports the other.
let loaded: QueryClient | null = null

export function queryClientLoaded(client: QueryClient): void {
  loaded = client
}

/** The client once something has loaded it, else null (nothing is cached yet). */
export function loadedQueryClient(): QueryClient | null {
  return loaded
}
