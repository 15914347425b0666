import type { Redis } from 'ioredis'
import type { Config } from '../config'
import type { DbHandle } from '../db/connect'
import { createDbLimiter } from './db-limiter'
import type { Limiter } from './limiter'
import { redisLimiter } from './redis-counter'
import { failoverLimiter } from './failover-limiter'
import { jsonLine } from '../ops/json-line'

/** A Redis that accepts connections but does not answer fails a command after this long. */
const COMMAND_TIMEOUT_MS = 500

export interface SharedLimits {
  /** Per-key counters every process shares (in-process callers: login and SMS limits). */
  limiter: Limiter
  /** The HTTP rate limits' counters (@fastify/rate-limit's store, http/rate-limit.ts). */
  httpLimiter: Limiter
  /** Set with REDIS_URL: for /api/ready's check. */
  redis: Redis | null
  /** Where the HTTP rate limits count, for the start banner. */
  label: string
  close(): Promise<void>
}

/**
 * Where counters live: Redis or Valkey with REDIS_URL; else the database (PostgreSQL: shared by
 * every process; SQLite: the embedded one-process default).
 */
export async function createSharedLimits(
  config: Pick<Config, 'redis'>,
  handle: Pick<DbHandle, 'db' | 'isPostgres'>,
  clock: () => number = Date.now,
  log: (obj: object, msg: string) => void = jsonLine('warn'),
): Promise<SharedLimits> {
  const db = createDbLimiter(handle.db, clock)
  if (config.redis) {
    // A command fails at once while Redis is away (no offline queue) or after COMMAND_TIMEOUT_MS
    // when it hangs, and the counters fall back to the database meanwhile (failover-limiter.ts):
    // a Redis outage slows nothing and refuses nobody.
    // Loaded only when used: it costs a start without Redis most of a second on a busy machine.
    const { Redis } = await import('ioredis')
    const redis = new Redis(config.redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: COMMAND_TIMEOUT_MS })
    redis.on('error', () => undefined)
    const where = new URL(config.redis.url)
    const failover = (err: unknown) => log({ err: err instanceof Error ? err.message : String(err) }, 'Redis unavailable: rate limits count in the database meanwhile')
    const over = (prefix: string) => failoverLimiter(redisLimiter(redis, `${config.redis?.prefix}${prefix}`), db, failover)
    return {
      limiter: over('counter:'),
      httpLimiter: over('rate-limit:'),
      redis,
      label: `Redis (${where.protocol}//${where.host})`,
      close: async () => {
        await redis.quit().catch(() => redis.disconnect())
      },
    }
  }
  return {
    limiter: db,
    httpLimiter: db,
    redis: null,
    label: handle.isPostgres ? 'PostgreSQL (table rate_counters)' : 'SQLite (table rate_counters, one process)',
    close: async () => {},
  }
}
