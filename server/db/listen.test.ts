import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { listenOn } from './listen'

const PG_URL = process.env.TEST_DATABASE_URL

async function query(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: PG_URL })
  await c.connect()
  try {
    return await c.query(text, values)
  } finally {
    await c.end()
  }
}

async function until(probe: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe.skipIf(!PG_URL)('listenOn (PostgreSQL LISTEN)', () => {
  it('delivers notifications, and after its connection is killed comes back, resyncs and delivers again', async () => {
    const channel = `test_${randomBytes(6).toString('hex')}`
    const messages: string[] = []
    let resyncs = 0
    const stop = await listenOn(pg, PG_URL as string, channel, { message: (m) => messages.push(m), resync: () => resyncs++ })
    try {
      expect(resyncs).toBe(1)
      await query('select pg_notify($1, $2)', [channel, 'token:1:abc'])
      await until(() => messages.includes('token:1:abc'))

      // Only this test's listener: its backend's last statement named this channel.
      const killed = await query(`select pg_terminate_backend(pid) from pg_stat_activity where query = $1`, [`listen "${channel}"`])
      expect(killed.rowCount).toBe(1)
      await until(() => resyncs === 2)
      await query('select pg_notify($1, $2)', [channel, 'tenants'])
      await until(() => messages.includes('tenants'))
    } finally {
      await stop()
    }
    await query('select pg_notify($1, $2)', [channel, 'after-stop'])
    await new Promise((r) => setTimeout(r, 200))
    expect(messages).not.toContain('after-stop')
  })
})
