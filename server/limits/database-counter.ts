import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Limiter } from './limiter'

const PRUNE_EVERY_MS = 60_000

/**
 * Counters in the rate_limits table (migration 0006). One statement counts a hit: the upsert takes
 * the row's lock, so concurrent hits from any number of processes are all counted, and a window
 * that has passed starts again at 1. Rows past their window are deleted now and then. The same SQL
 * runs on SQLite (upsert and RETURNING), where it survives a restart.
 */
export function databaseLimiter(db: Kysely<Database>, clock: () => number = Date.now): Limiter {
  let prunedAt = 0
  return {
    hit: async (key, windowSeconds) => {
      const now = clock()
      const windowMs = windowSeconds * 1000
      if (now - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = now
        await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute()
      }
      const row = await db
        .insertInto('rate_limits')
        .values({ key, hits: 1, reset_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
            reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${now + windowMs} else rate_limits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow()
      return { count: Number(row.hits), resetInMs: Math.max(0, Number(row.reset_at) - now) }
    },
    reset: async (key) => {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute()
    },
  }
}
