import type { FastifyInstance, FastifyRequest } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import type { Config } from '../config'
import type { Limiter } from '../limits/limiter'
import { rateLimitNetwork } from './client-network'
import { ApiError } from '../errors'

/**
 * The key of a request's limit: the route, the tenant and the client address. The address is the
 * socket's, or X-Forwarded-For's only when TRUST_PROXY is on (Fastify's trustProxy, app.ts); the
 * tenant is the resolved one, so `localhost`, `127.0.0.1` and `[::1]` share one budget. An IPv6
 * client counts by its /64 (client-network.ts).
 */
export function rateLimitKey(request: FastifyRequest): string {
  const tenant = (request.tenant as { id: number } | null)?.id ?? 0
  return `ip:${tenant}:${request.routeOptions.method}:${request.routeOptions.url}:${rateLimitNetwork(request.ip)}`
}

/** @fastify/rate-limit's store interface over our Limiter, so counts add up across processes. */
function limiterStore(limiter: Limiter) {
  return class LimiterStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      limiter.hit(key, Math.max(1, Math.ceil(timeWindow / 1000))).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    child(): LimiterStore {
      return this
    }
  }
}

/**
 * Rate limits are off globally and opt-in per route: sensitive calls (token, reset password, sign-up,
 * password change) spread `...app.sensitiveRateLimit` into their route options. Counters are shared
 * by every process: `limiter` counts in Redis with REDIS_URL (in the database while Redis is away,
 * limits/failover-limiter.ts), else in the database.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config, limiter: Limiter): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: rateLimitKey,
    errorResponseBuilder: () => new ApiError(429, 'rate_limited'),
    store: limiterStore(limiter) as never,
  })
  const limit = config.rateLimit
  app.decorate('sensitiveRateLimit', limit ? { config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } } : {})
}
