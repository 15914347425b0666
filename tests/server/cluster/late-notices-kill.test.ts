import { createPgBossQueue } from '../../../server/jobs/pg-boss-queue'
import { JOB_DEFINITIONS } from '../../../server/jobs/definitions'
import type { JobQueue } from '../../../server/jobs/job-queue'
import { PG_URL, startCluster, within, type Cluster } from './cluster'

const HOUR = 3_600_000
const RENTALS = 200

// kill -9 of the worker while it flags 200 rentals late and writes their notices: a rental flagged
// is a rental whose notice is in the outbox, and the next worker tells the rest, once each.
describe.skipIf(!PG_URL)('kill -9 of a worker during 200 late notices', () => {
  let cluster: Cluster
  let queue: JobQueue
  beforeAll(async () => {
    cluster = await startCluster(0)
    queue = createPgBossQueue({ connectionString: cluster.databaseUrl, definitions: JOB_DEFINITIONS, pollingIntervalSeconds: 0.5 })
  }, 120_000)
  afterAll(async () => {
    await queue?.stop()
    await cluster?.stop()
  })

  it('leaves exactly one notice per rental', async () => {
    const now = Date.now()
    const ids = (
      await cluster.sql(`select t.id as tenant, (select id from users where tenant_id = t.id and email = 'driver@demo.test') as driver,
        (select min(id) from vehicles where tenant_id = t.id) as vehicle from tenants t where t.slug = 'demo'`)
    ).rows[0] as { tenant: number; driver: number; vehicle: number }
    // One vehicle, 200 windows of 2 h one after the other in the past: in progress, all ended.
    await cluster.sql(
      `insert into rentals (tenant_id, vehicle_id, driver_id, status, reservation_start_time, reservation_end_time, discount_codes, geotracking, carpooling,
         price_cents, prediscount_price_cents, currency, created_at, updated_at)
       select $1, $2, $3, 'in_progress', $4::bigint - (i * 3 + 3) * ${HOUR}::bigint, $4::bigint - (i * 3 + 1) * ${HOUR}::bigint, '[]', 0, 0, 1000, 1000, 'CAD', $4, $4
       from generate_series(0, ${RENTALS - 1}) as i`,
      [ids.tenant, ids.vehicle, ids.driver, now],
    )
    const late = async () => Number((await cluster.sql(`select count(*)::int as n from rentals where late_at is not null`)).rows[0].n)
    const notices = async () => Number((await cluster.sql(`select count(*)::int as n from outbox where recipient = 'driver@demo.test' and channel = 'email'`)).rows[0].n)
    // Both counts in one statement: one snapshot of what has committed.
    const both = async () =>
      (
        await cluster.sql(`select (select count(*)::int from rentals where late_at is not null) as late,
          (select count(*)::int from outbox where recipient = 'driver@demo.test' and channel = 'email') as notices`)
      ).rows[0] as { late: number; notices: number }

    // With SMTP set, each notice's outbox row goes with its delivery job (several statements): a
    // kill lands between the rental's mark and its notice unless they commit together. The SMTP
    // server is down: deliveries are retried later, which this test does not wait for.
    const smtp = { SMTP_URL: 'smtp://127.0.0.1:9' }
    const first = await cluster.startWorker('w1', smtp)
    await queue.send('rental-lifecycle', {})
    // Watched as often as the database answers until half are flagged: no committed state may ever
    // show a rental flagged without its notice (the moment a kill would make for good), then the kill.
    const seen: { late: number; notices: number }[] = []
    await within(
      60_000,
      async () => {
        const now = await both()
        seen.push(now)
        return now.late >= RENTALS / 2
      },
      1,
    )
    first.child.kill('SIGKILL')
    expect(seen.length).toBeGreaterThan(10)
    expect(seen.filter((c) => c.late !== c.notices)).toEqual([])
    await first.exited
    const flaggedAtKill = await late()
    expect(flaggedAtKill).toBeLessThan(RENTALS)
    expect(await notices()).toBe(flaggedAtKill)

    await cluster.startWorker('w2', smtp)
    await queue.send('rental-lifecycle', {}, { singletonKey: 'after-kill' })
    await within(90_000, async () => (await late()) === RENTALS)
    expect(await notices()).toBe(RENTALS)
  }, 240_000)
})
