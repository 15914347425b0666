import { useEffect, useMemo, useState } from 'react'
import type { Invoice } from '@contracts/invoice'
import type { DriverHome } from '@/features/bookings/driver-home'
import { driverHomeInCache, HOME_CACHE_ROOTS, refusedChargeInCache } from '@/features/bookings/home-cache'
import { useCacheVersion } from '@/core/query/watch-cache'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'

export interface CachedHome {
  home: DriverHome
  /** The newest invoice whose charge the member's card refused; null when none, or not read yet. */
  refused: Invoice | null
}

/**
 * The member's home and refused charge for the chat's greeting, from the query cache (home-cache.ts),
 * drawn again when those entries, the session or the tenant change, and as the clock moves (what
 * the home puts first depends on the moment, as on the root's screen).
 */
export function useCachedHome(): CachedHome {
  const version = useCacheVersion(HOME_CACHE_ROOTS)
  const user = useSessionStore((s) => (s.status === 'member' ? s.user : null))
  const tenant = useTenantStore((s) => s.tenant)
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the cache is read afresh when one of these moves
  return useMemo(() => ({ home: driverHomeInCache(now), refused: refusedChargeInCache() }), [version, user, tenant, now])
}
