import type { Redis } from 'ioredis'
import type { Config } from '../config'
import type { DbHandle } from '../db/connect'
import { createDbLimiter } from './db-limiter'
import type { Limiter } from './limiter'
import { redisLimiter } from './redis-counter'

export interface SharedLimits {
  /** Per-key counters every process shares (in-process callers: login and SMS limits). */
  limiter: Limiter
  /** Set with REDIS_URL: the rate-limit plugin keeps its counters there with its own Redis store. */
  redis: Redis | null
  /** Where the HTTP rate limits count, for the start banner. */
  label: string
  close(): Promise<void>
}

/**
 * Where counters live: Redis or Valkey with REDIS_URL; else the database (PostgreSQL: shared by
 * every process; SQLite: the embedded one-process default).
 */
export async function createSharedLimits(config: Pick<Config, 'redis'>, handle: Pick<DbHandle, 'db' | 'isPostgres'>, clock: () => number = Date.now): Promise<SharedLimits> {
  if (config.redis) {
    // Commands wait for the connection (and a reconnection) rather than fail at once; a Redis that
    // stays away fails the limited calls after the retries, as a database outage would.
    // Loaded only when used: it costs a start without Redis most of a second on a busy machine.
    const { Redis } = await import('ioredis')
    const redis = new Redis(config.redis.url, { maxRetriesPerRequest: 3, lazyConnect: false })
    redis.on('error', () => undefined)
    const where = new URL(config.redis.url)
    return {
      limiter: redisLimiter(redis, `${config.redis.prefix}counter:`),
      redis,
      label: `Redis (${where.protocol}//${where.host})`,
      close: async () => {
        await redis.quit().catch(() => redis.disconnect())
      },
    }
  }
  return {
    limiter: createDbLimiter(handle.db, clock),
    redis: null,
    label: handle.isPostgres ? 'PostgreSQL (table rate_counters)' : 'SQLite (table rate_counters, one process)',
    close: async () => {},
  }
}
