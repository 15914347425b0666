import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { sql } from 'kysely'
import { connectDatabase, type DbHandle } from '../../../server/db/connect'
import { isDatabaseUnavailable } from '../../../server/db/unavailable'

const PG_URL = process.env.TEST_DATABASE_URL

async function until(probe: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

// A statement cut with its connection (pg_terminate_backend, a restart, a failover) is sent again
// on a new connection when that is safe: a read, or the BEGIN of a transaction, first on its
// connection. A write may have committed before the cut: it fails (the API answers 503).
describe.skipIf(!PG_URL)('statements cut with their connection (PostgreSQL)', () => {
  const table = `retry_probe_${randomBytes(5).toString('hex')}`
  let handle: DbHandle
  let locker: pg.Client
  let watcher: pg.Client
  const logged: string[] = []
  beforeAll(async () => {
    handle = await connectDatabase(PG_URL as string, { log: (_obj, msg) => logged.push(msg) })
    locker = new pg.Client({ connectionString: PG_URL })
    await locker.connect()
    watcher = new pg.Client({ connectionString: PG_URL })
    await watcher.connect()
    await locker.query(`create table ${table} (n int not null)`)
  })
  afterAll(async () => {
    await locker?.query(`drop table if exists ${table}`)
    await locker?.end()
    await watcher?.end()
    await handle?.close()
  })

  /**
   * Runs `statement` while the table is locked, so that it waits in PostgreSQL; cuts its connection
   * (only this test's: the waiting backends naming the table), writes a row and lets the lock go.
   */
  async function cutWhileWaiting<T>(statement: () => Promise<T>): Promise<PromiseSettledResult<T>> {
    await locker.query('begin')
    await locker.query(`lock table ${table} in access exclusive mode`)
    const settled = statement().then(
      (value) => ({ status: 'fulfilled', value }) as const,
      (reason: unknown) => ({ status: 'rejected', reason }) as const,
    )
    const waiting = `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%' || $1 || '%' and pid <> pg_backend_pid()`
    // Watched from outside the lock's transaction, which sees pg_stat_activity as of its first look.
    await until(async () => (await watcher.query(waiting, [table])).rowCount === 1)
    const cut = await watcher.query(`select pg_terminate_backend(pid) from (${waiting}) w`, [table])
    expect(cut.rowCount).toBe(1)
    await locker.query(`insert into ${table} values (1)`)
    await locker.query('commit')
    return settled
  }

  beforeEach(async () => {
    logged.length = 0
    await locker.query(`delete from ${table}`)
  })

  it('reads again on a new connection: the answer comes, the process stays up', async () => {
    const read = await cutWhileWaiting(() => sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(handle.db))
    expect(read.status).toBe('fulfilled')
    expect(read.status === 'fulfilled' && read.value.rows).toEqual([{ n: 1 }])
    expect(logged).toContain('statement retried on a new database connection')
    expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }])
  })

  it('does not repeat a statement inside a transaction: the transaction fails whole', async () => {
    const write = await cutWhileWaiting(() =>
      handle.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(trx)
        await sql`insert into ${sql.table(table)} values (${rows[0].n + 10})`.execute(trx)
      }),
    )
    expect(write.status).toBe('rejected')
    expect(write.status === 'rejected' && isDatabaseUnavailable(write.reason)).toBe(true)
    expect((await locker.query(`select n from ${table} order by n`)).rows).toEqual([{ n: 1 }])
  })

  it('does not send a write again: it may have been done, the caller is told the database was out', async () => {
    const write = await cutWhileWaiting(() => sql`insert into ${sql.table(table)} values (2)`.execute(handle.db))
    expect(write.status).toBe('rejected')
    expect(write.status === 'rejected' && isDatabaseUnavailable(write.reason)).toBe(true)
    expect(logged).not.toContain('statement retried on a new database connection')
    expect((await locker.query(`select n from ${table} order by n`)).rows).toEqual([{ n: 1 }])
  })
})
