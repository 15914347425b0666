import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'

export type LockTarget = { table: 'users' | 'vehicles' | 'rentals'; id: number }

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/**
 * Runs check-then-write business logic so that no concurrent request can slip between the check
 * and the write:
 * - PostgreSQL: one transaction that first takes `SELECT ... FOR UPDATE` on the named rows, in
 *   the order given (callers name the user before the vehicle, so two bookings never deadlock);
 * - SQLite: `BEGIN IMMEDIATE` on the one connection Kysely serialises, which takes the database
 *   write lock up front, so even another process on the same file waits instead of interleaving.
 * `fn` must use the handle it receives, never the outer one (on SQLite that would wait forever).
 */
export async function lockedWrite<T>(db: Kysely<Database>, locks: readonly LockTarget[], fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      for (const l of locks) await sql`select id from ${sql.table(l.table)} where id = ${l.id} for update`.execute(trx)
      return fn(trx)
    })
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn)
    try {
      const result = await fn(conn)
      await sql`commit`.execute(conn)
      return result
    } catch (error) {
      await sql`rollback`.execute(conn)
      throw error
    }
  })
}
