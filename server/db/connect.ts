import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Database } from './schema'

export interface DbHandle {
  db: Kysely<Database>
  isPostgres: boolean
  close: () => Promise<void>
}

/**
 * Opens the database named by a URL: `postgres://...` for PostgreSQL, `sqlite:path` or a bare path
 * for an SQLite file, `sqlite::memory:` for a throw-away one.
 */
export async function connectDatabase(url: string): Promise<DbHandle> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pg = (await import('pg')).default
    // bigint columns hold epoch milliseconds, well inside the safe integer range.
    pg.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10))
    pg.types.setTypeParser(1700, (v: string) => Number.parseFloat(v))
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10) })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, isPostgres: true, close: () => db.destroy() }
  }
  const SqliteDatabase = (await import('better-sqlite3')).default
  const path = url.replace(/^sqlite:/, '')
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new SqliteDatabase(path)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { db, isPostgres: false, close: () => db.destroy() }
}
