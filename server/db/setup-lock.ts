import { sql, type Kysely } from 'kysely'
import type { Database } from './schema'

/** The advisory lock key every process of this application takes to migrate and seed. */
const SETUP_LOCK_KEY = 727_100_027

/**
 * Runs a process's start-up writes (migrations, the demo seed) while holding a PostgreSQL advisory
 * lock, so that processes started together take turns: the first migrates and seeds, the others
 * wait and find the work done. Without it two processes create the same table at once (a
 * duplicate key in pg_type) or both seed. The lock is a session's, held on one reserved connection
 * while `work` runs on the pool, and released (or dropped with the connection) however it ends.
 * SQLite has one process: `work` runs as is.
 */
export async function underSetupLock<T>(db: Kysely<Database>, isPostgres: boolean, work: () => Promise<T>): Promise<T> {
  if (!isPostgres) return work()
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SETUP_LOCK_KEY})`.execute(conn)
    try {
      return await work()
    } finally {
      await sql`select pg_advisory_unlock(${SETUP_LOCK_KEY})`.execute(conn)
    }
  })
}
