import type pg from 'pg'

/** Where a process's pool reports a connection it lost (server/main.ts, worker.ts, admin CLI log it their way). */
export type PoolErrorLog = (obj: { err: string; code?: string }, msg: string) => void

/**
 * Makes every connection of a pool safe to lose. An 'error' event nobody listens to ends the
 * process, and pg-pool listens on a connection only while it is idle: one cut while checked out,
 * or in the instant between its checkout and the caller's first listener, would end the process
 * at the next database restart. Each connection gets a listener of its own the moment it is
 * made, for its whole life; the pool's idle ones report through the pool's 'error'. The query
 * running on a cut connection fails as usual, and the pool drops the connection on release.
 */
export function hearLostConnections(pool: pg.Pool, log: PoolErrorLog): void {
  const inUse = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => inUse.add(client))
  pool.on('release', (_err, client) => inUse.delete(client))
  pool.on('connect', (client) => {
    client.on('error', (err: Error & { code?: string }) => {
      if (inUse.has(client as pg.PoolClient)) log({ err: err.message, code: err.code }, 'database connection lost during a query')
    })
  })
  pool.on('error', (err: Error & { code?: string }) => log({ err: err.message, code: err.code }, 'database connection lost; the pool replaces it'))
}
