import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { connectDatabase } from '../../../server/db/connect'
import { createPgBossQueue } from '../../../server/jobs/pg-boss-queue'
import { MESSAGE_RETRY } from '../../../server/jobs/outbox-delivery'
import { JOB_DEFINITIONS } from '../../../server/jobs/definitions'
import type { AnyJobDefinition } from '../../../server/jobs/job-definition'
import { createTestContext, type TestContext } from '../helpers'
import { startSmtpSink, type SmtpSink } from '../jobs/smtp-sink'

const pgUrl = process.env.TEST_DATABASE_URL

/** The value of one series in a Prometheus text exposition, or null when absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : null
}

// A fake periodic job for the last-success gauge, and one that no worker takes for the oldest waiting job.
const FAKE_TICK: AnyJobDefinition = { name: 'fake-tick', retry: { limit: 0, delaySeconds: 1, backoff: false }, run: async () => {} }

describe('what an operator watches on /metrics', () => {
  let ctx: TestContext
  let smtp: SmtpSink
  beforeAll(async () => {
    smtp = await startSmtpSink()
    const deliveries = JOB_DEFINITIONS.filter((d) => d.name === 'deliver-email')
    ctx = await createTestContext({ definitions: [FAKE_TICK, ...deliveries], config: { mail: { smtpUrl: smtp.url, from: 'Front office <no-reply@demo.test>' } } })
  })
  afterAll(async () => {
    await ctx.close()
    await smtp.close()
  })

  const scrape = () => ctx.app.metrics.registry.metrics()

  it('gives when each job last succeeded', async () => {
    const before = Date.now() / 1000
    expect(sample(await scrape(), 'frontoffice_job_last_success_timestamp_seconds{job="fake-tick"}')).toBeNull()
    await ctx.jobs.send('fake-tick', {})
    await ctx.drainJobs()
    const at = sample(await scrape(), 'frontoffice_job_last_success_timestamp_seconds{job="fake-tick"}')
    expect(at).toBeGreaterThanOrEqual(Math.floor(before))
    expect(at).toBeLessThanOrEqual(Date.now() / 1000)
  })

  it('counts mail sends by outcome: delivered, refused with a retry left, refused for good', async () => {
    const series = (outcome: string) => `frontoffice_messages_sent_total{channel="email",outcome="${outcome}"}`
    const count = async (outcome: string) => sample(await scrape(), series(outcome)) ?? 0
    const start = { delivered: await count('delivered'), retrying: await count('retrying'), failed: await count('failed') }
    const send = (to: string) => ctx.app.adapters.mail.send({ tenantId: 1, to, subject: 'metrics', text: 'metrics' })
    await send('delivered@demo.test')
    await ctx.drainJobs()
    // Refused on every try: each but the last is a retry.
    smtp.failNext(MESSAGE_RETRY.limit + 1)
    await send('refused@demo.test')
    await ctx.drainJobs({ ignoreDelay: true })
    expect(await count('delivered')).toBe(start.delivered + 1)
    expect(await count('retrying')).toBe(start.retrying + MESSAGE_RETRY.limit)
    expect(await count('failed')).toBe(start.failed + 1)
  })

  it('gives how long the oldest due job of each queue has waited', async () => {
    // Sent for a queue this process does not work, due a minute ago: it waits.
    await ctx.jobs.send('fake-unworked', {}, { startAfter: Date.now() - 60_000 })
    const waited = sample(await scrape(), 'frontoffice_job_oldest_waiting_seconds{job="fake-unworked"}')
    expect(waited).toBeGreaterThanOrEqual(60)
    expect(waited).toBeLessThan(120)
    expect(sample(await scrape(), 'frontoffice_job_oldest_waiting_seconds{job="fake-tick"}')).toBeNull()
  })

  it.skipIf(!pgUrl)('gives the pool connections in use and waiting (PostgreSQL)', async () => {
    const inUse = () => scrape().then((t) => sample(t, 'frontoffice_db_pool_connections{state="in_use"}'))
    expect(sample(await scrape(), 'frontoffice_db_pool_connections{state="waiting"}')).toBe(0)
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const idle = (await inUse()) ?? 0
    const trx = ctx.db.transaction().execute(async (t) => {
      await sql`select 1`.execute(t)
      await held
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(await inUse()).toBe(idle + 1)
    release()
    await trx
    expect(await inUse()).toBe(idle)
  })
})

describe.skipIf(!pgUrl)('the oldest waiting job on pg-boss', () => {
  const schema = `jobs_${randomBytes(5).toString('hex')}`
  afterAll(async () => {
    const admin = await connectDatabase(pgUrl!)
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db)
    await admin.close()
  })

  it('reads it from the queue tables: due jobs not taken, by queue', async () => {
    const queue = createPgBossQueue({ connectionString: pgUrl!, schema, definitions: [FAKE_TICK] })
    try {
      await queue.send('fake-tick', {}, { startAfter: Date.now() - 90_000 })
      await queue.send('fake-tick', {}, { startAfter: Date.now() + 3_600_000 })
      const oldest = await queue.oldestWaiting()
      expect(oldest['fake-tick']).toBeGreaterThanOrEqual(89)
      expect(oldest['fake-tick']).toBeLessThan(150)
    } finally {
      await queue.stop()
    }
  })
})
