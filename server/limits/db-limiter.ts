import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { LimitHit, Limiter } from './limiter'

/**
 * The Limiter on the database: one upsert per hit, so the count is atomic on PostgreSQL (row lock
 * of the conflicting key) and on SQLite (one writer), and shared by every process on the database.
 * `clock` is the server's (tests move it). Expired rows are reused by their next hit and deleted by
 * pruneRateCounters (server/domain/pruning).
 */
export function createDbLimiter(db: Kysely<Database>, clock: () => number): Limiter {
  return {
    async hit(key: string, windowSeconds: number): Promise<LimitHit> {
      const now = clock()
      const end = now + windowSeconds * 1000
      const row = await db
        .insertInto('rate_counters')
        .values({ key, count: 1, window_end: end })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_counters.window_end <= ${now} then 1 else rate_counters.count + 1 end`,
            window_end: sql<number>`case when rate_counters.window_end <= ${now} then ${end} else rate_counters.window_end end`,
          }),
        )
        .returning(['count', 'window_end'])
        .executeTakeFirstOrThrow()
      return { count: Number(row.count), resetInMs: Math.max(0, Number(row.window_end) - now) }
    },
    async reset(key: string): Promise<void> {
      await db.deleteFrom('rate_counters').where('key', '=', key).execute()
    },
  }
}
