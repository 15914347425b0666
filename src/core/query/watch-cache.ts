import { useEffect, useState } from 'react'
import { loadQueryClient } from './loaded-query-client'

/** An entry came, went or changed (its data, its fetching, its error), rather than who watches it. */
const CHANGES = new Set(['added', 'removed', 'updated'])

/**
 * Calls `changed` whenever an entry of the query cache under one of `roots` (a key's first part)
 * changes, and once the client is loaded (what came before): what reads the cache outside a query
 * hook (the chat's first screen, which loads without TanStack Query) reads it again then. Loads the
 * client on first use; answers how to stop.
 */
export function watchCache(roots: readonly string[], changed: () => void): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  void loadQueryClient().then((client) => {
    if (stopped) return
    stop = client.getQueryCache().subscribe((event) => {
      if (CHANGES.has(event.type) && roots.includes(String(event.query.queryKey[0]))) changed()
    })
    changed()
  })
  return () => {
    stopped = true
    stop?.()
  }
}

/**
 * Resolves with what `check` answers once it answers something (not undefined), checked when the
 * client has loaded and at each change under `roots` (watchCache), or with `otherwise` after `ms`:
 * what is read as the chat opens waits a little for the cache entries still on their way.
 */
export function cacheSettles<T>(roots: readonly string[], check: () => T | undefined, ms: number, otherwise: T): Promise<T> {
  return new Promise((resolve) => {
    const settle = (value: T) => {
      clearTimeout(timer)
      stop()
      resolve(value)
    }
    const timer = setTimeout(() => settle(otherwise), ms)
    const stop = watchCache(roots, () => {
      const value = check()
      if (value !== undefined) settle(value)
    })
  })
}

/** A number that changes with the cache's entries under `roots` (watchCache): a component reads the cache again with it. */
export function useCacheVersion(roots: readonly string[]): number {
  const [version, setVersion] = useState(0)
  const watched = roots.join(' ')
  useEffect(() => watchCache(watched.split(' '), () => setVersion((v) => v + 1)), [watched])
  return version
}
