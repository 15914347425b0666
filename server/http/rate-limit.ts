import type { FastifyInstance } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import type { Config } from '../config'
import { normaliseHost } from '../tenants/tenant-cache'
import { ApiError } from './errors'

/**
 * Rate limits are off globally and opt-in per route: sensitive calls (token, reset password, sign-up)
 * spread `...app.sensitiveRateLimit` into their route options. The key is the client IP and the tenant
 * host, so one tenant's traffic never throttles another's.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => `${request.ip}|${normaliseHost(request.headers.host)}`,
    errorResponseBuilder: () => new ApiError(429, 'rate_limited'),
  })
  const limit = config.rateLimit
  app.decorate('sensitiveRateLimit', limit ? { config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } } : {})
}
