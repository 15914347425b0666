import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { createTestContext, silentJobLog, type TestContext } from '../helpers'
import { insertRental, testClock } from '../rentals/rental-helpers'
import { connectDatabase } from '../../../server/db/connect'
import { createInProcessQueue } from '../../../server/jobs/in-process-queue'
import { createPgBossQueue } from '../../../server/jobs/pg-boss-queue'
import type { JobQueue } from '../../../server/jobs/job-queue'
import { startJobs } from '../../../server/jobs/start-jobs'
import { rentalLifecycle } from '../../../server/jobs/definitions/rental-lifecycle'
import { rentalReminders } from '../../../server/jobs/definitions/rental-reminders'
import { eventually } from './smtp-sink'

const pgUrl = process.env.TEST_DATABASE_URL
const clock = testClock()
const PERIODIC = [rentalLifecycle, rentalReminders]

/**
 * The worker that starts after the outage: in memory (SQLite, one process), or pg-boss (a
 * PostgreSQL deployment's `npm run worker`), whose cron would wait for the next 5-minute slot.
 */
const kinds: { kind: string; make: () => JobQueue; settle: (queue: JobQueue, done: () => Promise<boolean>) => Promise<void>; drop: () => Promise<void> }[] = [
  {
    kind: 'in-process',
    make: () => createInProcessQueue({ now: clock.read }),
    settle: async (queue) => (queue as ReturnType<typeof createInProcessQueue>).drain(),
    drop: async () => {},
  },
]
if (pgUrl) {
  const schema = `jobs_${randomBytes(5).toString('hex')}`
  kinds.push({
    kind: 'pg-boss',
    make: () => createPgBossQueue({ connectionString: pgUrl, schema, definitions: PERIODIC, pollingIntervalSeconds: 0.5 }),
    // Well inside the next cron slot's 5 minutes; the wait checks the property, not a duration.
    settle: async (_queue, done) => eventually(done, 30_000),
    drop: async () => {
      const admin = await connectDatabase(pgUrl)
      await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db)
      await admin.close()
    },
  })
}

describe.each(kinds)('a worker starting after an outage ($kind queue)', ({ make, settle, drop }) => {
  let ctx: TestContext
  beforeAll(async () => {
    // The context's own runner has no periodic jobs: the rentals below wait as if no worker ran.
    ctx = await createTestContext({ adapters: { clock: clock.read } })
    await ctx.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'driver2@demo.test').execute()
    await ctx.updateTenantSettings('demo', (s) => {
      s.reminders = { email: true, sms: false, before_start: 7200, before_end: 1800 }
    })
  })
  afterAll(async () => {
    await ctx.close()
    await drop()
  })

  const subjectsAbout = async (id: number) =>
    (await ctx.db.selectFrom('outbox').select('subject').where('recipient', '=', 'driver2@demo.test').orderBy('id').execute())
      .map((r) => r.subject ?? '')
      .filter((s) => s.includes(`#${id} `))

  it('sends at once the reminders and late notices that fell due while no worker ran, when still useful', async () => {
    const startsSoon = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: 1, hours: 3 })
    const started = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: -0.2, hours: 3 })
    const endsSoon = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'in_progress', startInHours: -2, hours: 2.25 })
    const ended = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'in_progress', startInHours: -3, hours: 2 })

    // A worker starts: its periodic jobs run at once, not at their next slot (5 minutes for reminders).
    const worker = make()
    await startJobs({ db: ctx.handle, config: ctx.config, queue: worker, log: silentJobLog, clock: clock.read, definitions: PERIODIC })
    try {
      await settle(
        worker,
        async () => (await subjectsAbout(ended.id)).length > 0 && (await subjectsAbout(endsSoon.id)).length > 0 && (await subjectsAbout(startsSoon.id)).length > 0,
      )
    } finally {
      await worker.stop()
    }

    expect(await subjectsAbout(startsSoon.id)).toEqual([expect.stringMatching(/ starts /)])
    expect(await subjectsAbout(endsSoon.id)).toEqual([expect.stringMatching(/ ends /)])
    expect(await subjectsAbout(ended.id)).toEqual([expect.stringMatching(/ has passed its end$/)])
    // A start reminder is of no use once the booking has started.
    expect(await subjectsAbout(started.id)).toEqual([])
    const marks = await ctx.db.selectFrom('rentals').select(['id', 'start_reminded_at']).where('id', '=', started.id).executeTakeFirstOrThrow()
    expect(marks.start_reminded_at).toBeNull()
  })
})
