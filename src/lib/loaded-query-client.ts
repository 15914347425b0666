import type { QueryClient } from '@tanstack/react-query'

let loaded: QueryClient | null = null

/** query-client.ts says it is there, whoever loaded it (a screen's hook or loadQueryClient). */
export function queryClientLoaded(client: QueryClient): void {
  loaded = client
}

/**
 * The app's one query client (query-client.ts), loaded on first use: what the chat's first screen
 * runs reads server data through it without TanStack Query in its first load (the chat route's
 * budget). Screens name the client directly instead.
 */
export async function loadQueryClient(): Promise<QueryClient> {
  return loaded ?? (await import('./query-client')).queryClient
}

/** The client once something has loaded it, else null (nothing is cached yet). */
export function loadedQueryClient(): QueryClient | null {
  return loaded
}
