import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresPoolClient, type SqliteDatabase, type SqliteStatement } from 'kysely'
import type pg from 'pg'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type BetterSqlite3 from 'better-sqlite3'
import type { Database } from './schema'
import { WriteSignal } from './write-signal'
import { listenOn, type Listen } from './listen'
import { jsonLine } from '../ops/json-line'
import { isDatabaseUnavailable } from './unavailable'
import { isRetryable, RETRY_DELAYS_MS } from './retryable'
import { hearLostConnections, type PoolErrorLog } from './lost-connections'

export interface DbHandle {
  db: Kysely<Database>
  isPostgres: boolean
  /** Counts this handle's writes to vehicles and rentals (and commits), for the search's fleet index. */
  writes: WriteSignal
  /** PostgreSQL only: LISTEN on a channel through a connection of its own (db/listen.ts). */
  listen?: Listen
  /** PostgreSQL only: the pool's connections (open, idle, callers waiting for one), for /metrics. */
  pool?: () => PoolStats
  close: () => Promise<void>
}

export interface PoolStats {
  total: number
  idle: number
  waiting: number
}

/**
 * Connections per process: DATABASE_POOL_MAX, or PG_POOL_SIZE (its former name), else 10.
 * docs/OPERATIONS.md sizes it against PostgreSQL's max_connections.
 */
export function poolMax(env: Record<string, string | undefined> = process.env): number {
  const raw = env.DATABASE_POOL_MAX || env.PG_POOL_SIZE
  const n = raw === undefined ? Number.NaN : Number(raw)
  return Number.isInteger(n) && n > 0 ? n : 10
}

const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every query it runs; preparing costs more than running a small indexed query
 * (server/bench/RESULTS.md). Statements are kept by SQL text, least recently used out
 * first: queries inlining literals (an address search's station ranks) would otherwise grow it.
 * Kysely's SQLite driver runs one query at a time on its one connection, so a statement is never
 * reused while another caller iterates it.
 */
function withStatementCache(sqlite: BetterSqlite3.Database, writes: WriteSignal, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>()
  return {
    close: () => {
      statements.clear()
      sqlite.close()
    },
    // Kysely's SQLite driver runs a statement right after preparing it, in the same tick.
    prepare: (sql) => {
      writes.note(sql)
      const cached = statements.get(sql)
      if (cached) {
        statements.delete(sql)
        statements.set(sql, cached)
        return cached
      }
      const statement = sqlite.prepare(sql)
      statements.set(sql, statement)
      if (statements.size > size) statements.delete(statements.keys().next().value as string)
      return statement
    },
  }
}

const PREPARE_AFTER_USES = 20
const MAX_PREPARED = 200

/**
 * PostgreSQL plans a search's availability query in longer than it runs it (server/README.md). The
 * SELECTs run most often get a statement name, so each pooled connection parses and plans them once
 * (node-pg prepares a named statement on first use per connection). Only the first MAX_PREPARED
 * texts seen PREPARE_AFTER_USES times are named, which bounds what each backend keeps; only
 * parameterised SELECTs, so no DDL or transaction command is ever prepared.
 */
function withPreparedStatements(pool: pg.Pool, writes: WriteSignal, log: PoolErrorLog): PostgresPool {
  const uses = new Map<string, number>()
  const names = new Map<string, string>()
  const nameFor = (text: string): string | undefined => {
    const known = names.get(text)
    if (known !== undefined || names.size >= MAX_PREPARED) return known
    const n = (uses.get(text) ?? 0) + 1
    if (n < PREPARE_AFTER_USES) {
      if (uses.size > 10 * MAX_PREPARED) uses.clear()
      uses.set(text, n)
      return undefined
    }
    uses.delete(text)
    const name = `k${names.size}`
    names.set(text, name)
    return name
  }
  const run = (client: pg.PoolClient, text: string, values: unknown[]) => {
    const name = values.length > 0 && /^select /i.test(text) ? nameFor(text) : undefined
    const done = name === undefined ? client.query(text, values) : client.query({ name, text, values })
    return done.then((result) => (writes.note(text), result))
  }
  return {
    // One wrapper per checkout: a first statement cut with its connection moves the checkout to a
    // new connection (see isRetryable), and what follows on it runs there.
    connect: async () => {
      let client: pg.PoolClient | null = await pool.connect()
      let first = true
      return {
        query: (async (text: unknown, values: unknown[]) => {
          if (!client) throw new Error('database connection released')
          const wasFirst = first
          first = false
          if (typeof text !== 'string') return client.query(text as never)
          for (let attempt = 0; ; attempt += 1) {
            try {
              return await run(client, text, values)
            } catch (err) {
              if (!wasFirst || attempt >= RETRY_DELAYS_MS.length || !isRetryable(text) || !isDatabaseUnavailable(err)) throw err
              client.release(true)
              client = null
              // The pool's idle connections were often cut at the same moment; a short wait lets it
              // hear of it and drop them, else the next checkout may be one of them.
              await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]))
              client = await pool.connect()
              log({ err: err instanceof Error ? err.message : String(err), code: (err as { code?: string }).code }, 'statement retried on a new database connection')
            }
          }
        }) as unknown as PostgresPoolClient['query'],
        release: (destroy?: boolean) => {
          client?.release(destroy)
          client = null
        },
      }
    },
    end: () => pool.end(),
  }
}

/**
 * Opens the database named by a URL: `postgres://...` for PostgreSQL, `sqlite:path` or a bare path
 * for an SQLite file, `sqlite::memory:` for a throw-away one.
 */
export async function connectDatabase(url: string, options: { log?: PoolErrorLog } = {}): Promise<DbHandle> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pg = (await import('pg')).default
    // bigint columns hold epoch milliseconds, well inside the safe integer range.
    pg.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10))
    pg.types.setTypeParser(1700, (v: string) => Number.parseFloat(v))
    // A caller waits at most 10 s for a connection, then gets an error the API answers 503.
    const pool = new pg.Pool({ connectionString: url, max: poolMax(), connectionTimeoutMillis: 10_000 })
    // A connection cut by the server (pg_terminate_backend, a restart, an idle cutoff) is logged
    // and replaced at the next query; a query running on it fails and is answered 503.
    const log = options.log ?? jsonLine('warn')
    hearLostConnections(pool, log)
    const writes = new WriteSignal()
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool, writes, log) }) })
    return {
      db,
      isPostgres: true,
      writes,
      listen: (channel, handlers) => listenOn(pg, url, channel, handlers),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    }
  }
  const SqliteDatabase = (await import('better-sqlite3')).default
  const path = url.replace(/^sqlite:/, '')
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new SqliteDatabase(path)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  // The default 2 MB page cache is smaller than the rentals index of a busy tenant; 64 MB of cache
  // and a 256 MB memory map keep the hot pages in memory. Sorts and temporary b-trees stay in RAM.
  sqlite.pragma('cache_size = -65536')
  sqlite.pragma('mmap_size = 268435456')
  sqlite.pragma('temp_store = MEMORY')
  const writes = new WriteSignal()
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, writes) }) })
  return { db, isPostgres: false, writes, close: () => db.destroy() }
}
