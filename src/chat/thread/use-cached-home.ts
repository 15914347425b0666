import { useEffect, useMemo, useState } from 'react'
import type { Invoice } from '@contracts/invoice'
import type { DriverHomeSummary } from '@/features/bookings/driver-home'
import { HOME_CACHE_ROOTS, loadedHomeCache, loadHomeCache } from '@/features/bookings/load-home-cache'
import { useCacheVersion } from '@/core/query/watch-cache'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'

export interface CachedHome {
  /** What the home puts first, as the chat says it; null when nothing (or not read yet). */
  home: DriverHomeSummary | null
  /** The newest invoice whose charge the member's card refused; null when none, or not read yet. */
  refused: Invoice | null
}

const NOTHING: CachedHome = { home: null, refused: null }

/**
 * The member's home and refused charge for the chat's greeting, from the query cache (home-cache.ts),
 * drawn again when those entries, the session or the tenant change, and as the clock moves (what
 * the home puts first depends on the moment, as on the root's screen).
 */
export function useCachedHome(): CachedHome {
  const version = useCacheVersion(HOME_CACHE_ROOTS)
  const [cache, setCache] = useState(loadedHomeCache)
  const user = useSessionStore((s) => (s.status === 'member' ? s.user : null))
  const tenant = useTenantStore((s) => s.tenant)
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    // A member's home only: a guest's chat loads none of it.
    if (user && !cache) void loadHomeCache().then((module) => setCache(() => module))
  }, [user, cache])
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  return useMemo(
    () => (cache ? { home: cache.homeSummaryInCache(now, tenant?.prepare_delay ?? 0), refused: cache.refusedChargeInCache() } : NOTHING),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cache is read afresh when one of these moves
    [cache, version, user, tenant, now],
  )
}
