import type { Limiter } from './limiter'

/** How long counting stays on the fallback after the primary failed, before the primary is tried again. */
export const FAILOVER_RETRY_MS = 5_000

/**
 * Counts in `primary` (Redis) and, while it fails, in `fallback` (the database's rate_counters):
 * a Redis outage must not turn sign-in, password reset and sign-up into 500s. After a failure the
 * fallback counts alone for FAILOVER_RETRY_MS, so that requests do not each wait for Redis to
 * fail. Counts restart in the other store when it switches: a window may let up to twice its
 * budget through once, which a limit meant against brute force tolerates.
 */
export function failoverLimiter(primary: Limiter, fallback: Limiter, onFailover: (err: unknown) => void, clock: () => number = Date.now): Limiter {
  let downUntil = 0
  const use = async <T>(work: (l: Limiter) => Promise<T>): Promise<T> => {
    if (clock() >= downUntil) {
      try {
        return await work(primary)
      } catch (err) {
        if (downUntil === 0 || clock() >= downUntil) onFailover(err)
        downUntil = clock() + FAILOVER_RETRY_MS
      }
    }
    return work(fallback)
  }
  return {
    hit: (key, windowSeconds) => use((l) => l.hit(key, windowSeconds)),
    reset: (key) => use((l) => l.reset(key)),
  }
}
