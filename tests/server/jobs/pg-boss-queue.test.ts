import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { connectDatabase } from '../../../server/db/connect'
import { createPgBossQueue } from '../../../server/jobs/pg-boss-queue'
import { JOB_DEFINITIONS } from '../../../server/jobs/definitions'
import type { AnyJobDefinition } from '../../../server/jobs/job-definition'
import type { JobQueue } from '../../../server/jobs/job-queue'
import { startJobs } from '../../../server/jobs/start-jobs'
import { createTestContext, silentJobLog, type TestContext } from '../helpers'
import { eventually, startSmtpSink, type SmtpSink } from './smtp-sink'

const pgUrl = process.env.TEST_DATABASE_URL
// Retries a second apart, so that a test sees one within its time.
const QUICK: readonly AnyJobDefinition[] = JOB_DEFINITIONS.map((d) => ({ ...d, retry: { ...d.retry, delaySeconds: 1 } }))

describe.skipIf(!pgUrl)('pg-boss on PostgreSQL (two workers on one database)', () => {
  const schema = `jobs_${randomBytes(5).toString('hex')}`
  const newQueue = () => createPgBossQueue({ connectionString: pgUrl!, schema, definitions: QUICK, pollingIntervalSeconds: 0.5 })
  let smtp: SmtpSink
  let ctx: TestContext
  let second: JobQueue

  beforeAll(async () => {
    smtp = await startSmtpSink()
    ctx = await createTestContext({ jobs: newQueue(), definitions: QUICK, config: { mail: { smtpUrl: smtp.url, from: 'Front office <no-reply@demo.test>' } } })
    // A second process's worker: its own pg-boss on the same schema, working the same jobs.
    second = newQueue()
    await startJobs({ db: ctx.handle, config: ctx.config, queue: second, log: silentJobLog, definitions: QUICK })
  })
  afterAll(async () => {
    await second.stop()
    await ctx.close()
    await smtp.close()
    const admin = await connectDatabase(pgUrl!)
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db)
    await admin.close()
  })

  it('is ready and reports its depth', async () => {
    expect(ctx.jobs.kind).toBe('pg-boss')
    expect(await ctx.jobs.ready()).toBe(true)
    expect(await ctx.jobs.depth()).toMatchObject({ 'deliver-email': 0, 'deliver-sms': 0 })
  })

  it('delivers each of a burst of mails exactly once across the two workers', async () => {
    // Three to each of four members: a member is sent at most 3 reset links an hour (limits/recipient-limits.ts).
    const emails = ['driver@demo.test', 'driver2@demo.test', 'admin@demo.test', 'pending@demo.test']
    for (let i = 0; i < 3; i++) for (const email of emails) await ctx.post('/api/reset_password', { email })
    await eventually(() => smtp.received.length >= 12, 20_000)
    await eventually(async () => (await ctx.db.selectFrom('outbox').select('id').where('status', '=', 'queued').execute()).length === 0, 10_000)
    const rows = await ctx.db.selectFrom('outbox').select(['status', 'attempts']).execute()
    expect(rows).toHaveLength(12)
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true)
    await new Promise((r) => setTimeout(r, 1000))
    expect(smtp.received).toHaveLength(12)
  })

  it('retries a refused mail with backoff and delivers it', async () => {
    smtp.received.length = 0
    smtp.failNext(1)
    await ctx.post('/api/reset_password', { email: 'driver@entreprise.test' }, { host: 'entreprise.localhost' })
    await eventually(async () => {
      const row = await ctx.db.selectFrom('outbox').select(['status']).where('recipient', '=', 'driver@entreprise.test').executeTakeFirst()
      return row?.status === 'delivered'
    }, 20_000)
    const row = await ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', 'driver@entreprise.test').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ attempts: 2, error: null })
    expect(smtp.received).toHaveLength(1)
  })

  it('writes no job when the transaction that queued it rolls back', async () => {
    const jobsFor = async (outboxId: number) =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`${schema}.job`)} where data->>'outboxId' = ${String(outboxId)}`.execute(ctx.db)).rows[0].n
    await ctx.db.transaction().execute((trx) => ctx.jobs.send('deliver-email', { outboxId: 999_998 }, { trx }))
    expect(await jobsFor(999_998)).toBe(1)
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await ctx.jobs.send('deliver-email', { outboxId: 999_999 }, { trx })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await jobsFor(999_999)).toBe(0)
  })
})
