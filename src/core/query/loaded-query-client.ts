import type { QueryClient } from '@tanstack/react-query'
import { loadedQueryClient } from './query-client-slot'

/**
 * The app's one query client (query-client.ts), loaded on first use: what the chat's first screen
 * runs reads server data through it without TanStack Query in its first load (the chat route's
 * budget). Screens name the client directly instead.
 */
export async function loadQueryClient(): Promise<QueryClient> {
  return loadedQueryClient() ?? (await import('./query-client')).queryClient
}
