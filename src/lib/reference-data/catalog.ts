import { useSyncExternalStore } from 'react'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { loadQueryClient } from '@/core/query/loaded-query-client'
import { loadedQueryClient } from '@/core/query/query-client-slot'
import { watchCache } from '@/core/query/watch-cache'
import { mayReadCatalog } from './catalog-access'
import { EMPTY_CATALOG, catalogKey, catalogQuery, type Catalog } from './catalog-query'

/**
 * The catalog for the chat and what reads it outside a screen (the dialog's environment, the
 * driver's home): the query cache's entry, reached without TanStack Query in the chat's first load
 * (loaded-query-client.ts). Screens read it with useReferenceData (hooks.ts), the same entry.
 */

const mayReadNow = () => mayReadCatalog(useTenantStore.getState().tenant?.platform_type, useSessionStore.getState().status)

/** The catalog as cached now; empty before it has loaded, or for a visitor who may not read it. */
export function currentCatalog(): Catalog {
  if (!mayReadNow()) return EMPTY_CATALOG
  return loadedQueryClient()?.getQueryData<Catalog>(catalogKey) ?? EMPTY_CATALOG
}

/**
 * Loads the catalog unless the cache holds it fresh, and answers it; a failed load answers what is
 * cached (the query cache logs it). For a guest of a private platform it stays empty, with no call
 * the server would refuse (catalog-access.ts); it loads as soon as a member logs in, and is
 * forgotten when they leave.
 */
export async function loadCatalog(): Promise<Catalog> {
  followSession()
  if (!mayReadNow()) return EMPTY_CATALOG
  const client = await loadQueryClient()
  try {
    return await client.fetchQuery(catalogQuery)
  } catch {
    return currentCatalog()
  }
}

let following = false

/**
 * A private platform's catalog is its members' only: loaded at login (or when a stored session is
 * restored), dropped when the member leaves, so that a guest after them on this browser does not
 * meet its stations in the chat's examples and answers.
 */
function followSession(): void {
  if (following) return
  following = true
  useSessionStore.subscribe((session, previous) => {
    if (useTenantStore.getState().tenant?.platform_type !== 'private' || session.status === previous.status) return
    if (session.status === 'member') void loadCatalog()
    else if (previous.status === 'member' && session.status !== 'restoring') loadedQueryClient()?.removeQueries({ queryKey: catalogKey })
  })
}

function subscribeCatalog(changed: () => void): () => void {
  const stopCache = watchCache([catalogKey[0]], changed)
  // Whether the visitor may read it changes with the session (a private platform's login).
  const stopSession = useSessionStore.subscribe(changed)
  return () => {
    stopCache()
    stopSession()
  }
}

/** The cached catalog, drawn again when it loads or changes (the chat's examples). */
export function useCurrentCatalog(): Catalog {
  return useSyncExternalStore(subscribeCatalog, currentCatalog)
}

/** Forgets the reference data cached (tests, or a tenant switch). */
export function resetReferenceData(): void {
  loadedQueryClient()?.removeQueries({ queryKey: [catalogKey[0]] })
}
