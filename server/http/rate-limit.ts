import type { FastifyInstance } from 'fastify'
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, type RateLimitPluginOptions } from '@fastify/rate-limit'
import type { Config } from '../config'
import type { Limiter } from '../limits/limiter'
import type { SharedLimits } from '../limits/shared-limits'
import { normaliseHost } from '../tenants/tenant-cache'
import { ApiError } from './errors'

/**
 * The plugin's store interface over a shared counter: each limited route counts under its own
 * prefix (method and path), as the plugin's own stores do.
 */
function limiterStore(limiter: Limiter): FastifyRateLimitStoreCtor {
  const make = (prefix: string): FastifyRateLimitStore & { incr: (key: string, cb: (e: Error | null, r?: { current: number; ttl: number }) => void, timeWindow?: number) => void } => ({
    // The plugin passes the route's window after the callback; its typings leave it out.
    incr: (key: string, cb: (e: Error | null, r?: { current: number; ttl: number }) => void, timeWindow: number = 60_000) => {
      limiter.hit(`${prefix}${key}`, Math.max(1, Math.ceil(timeWindow / 1000))).then(
        (r) => cb(null, { current: r.count, ttl: r.resetInMs }),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      )
    },
    child: (routeOptions) => {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo
      return make(`rate:${String(route?.method ?? '')}${String(route?.url ?? '')}:`)
    },
  })
  return class {
    constructor() {
      return make('rate:')
    }
  } as unknown as FastifyRateLimitStoreCtor
}

/**
 * Rate limits are off globally and opt-in per route: sensitive calls (token, reset password, sign-up)
 * spread `...app.sensitiveRateLimit` into their route options. The key is the client IP and the tenant
 * host, so one tenant's traffic never throttles another's. The counts are shared by every process:
 * in Redis with REDIS_URL (the plugin's Redis store), else in PostgreSQL; on SQLite (one process)
 * they stay in memory.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, limits: SharedLimits, isPostgres: boolean): Promise<void> {
  const store: Partial<RateLimitPluginOptions> = limits.redis
    ? { redis: limits.redis, nameSpace: `${config.redis?.prefix ?? ''}rate-limit:` }
    : isPostgres
      ? { store: limiterStore(limits.limiter) }
      : {}
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => `${request.ip}|${normaliseHost(request.headers.host)}`,
    errorResponseBuilder: () => new ApiError(429, 'rate_limited'),
    ...store,
  })
  const limit = config.rateLimit
  app.decorate('sensitiveRateLimit', limit ? { config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } } : {})
}
