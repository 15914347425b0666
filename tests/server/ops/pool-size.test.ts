import { sql } from 'kysely'
import { connectDatabase, poolMax } from '../../../server/db/connect'

const PG_URL = process.env.TEST_DATABASE_URL

describe('connections per process (DATABASE_POOL_MAX)', () => {
  it('reads DATABASE_POOL_MAX, then its former name PG_POOL_SIZE, else 10; nonsense is 10', () => {
    expect(poolMax({ DATABASE_POOL_MAX: '4', PG_POOL_SIZE: '7' })).toBe(4)
    expect(poolMax({ PG_POOL_SIZE: '7' })).toBe(7)
    expect(poolMax({})).toBe(10)
    for (const raw of ['0', '-2', '2.5', 'many']) expect(poolMax({ DATABASE_POOL_MAX: raw })).toBe(10)
  })

  it.skipIf(!PG_URL)('opens no more than that many connections to PostgreSQL; the other callers wait', async () => {
    const saved = process.env.DATABASE_POOL_MAX
    process.env.DATABASE_POOL_MAX = '3'
    const handle = await connectDatabase(PG_URL as string)
    try {
      const sleeps = Array.from({ length: 6 }, () => sql`select pg_sleep(1)`.execute(handle.db))
      const seen: string[] = []
      // While the first three sleep (a second each), the pool holds 3 and 3 callers wait.
      const full = JSON.stringify({ total: 3, idle: 0, waiting: 3 })
      for (const end = Date.now() + 5000; Date.now() < end && !seen.includes(full); await new Promise((r) => setTimeout(r, 20))) seen.push(JSON.stringify(handle.pool?.()))
      expect(seen).toContain(full)
      expect(seen.every((s) => (JSON.parse(s) as { total: number }).total <= 3)).toBe(true)
      await Promise.all(sleeps)
      expect(handle.pool?.()).toMatchObject({ total: 3, idle: 3, waiting: 0 })
    } finally {
      if (saved === undefined) delete process.env.DATABASE_POOL_MAX
      else process.env.DATABASE_POOL_MAX = saved
      await handle.close()
    }
  })
})
