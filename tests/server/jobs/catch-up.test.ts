import { createTestContext, silentJobLog, type TestContext } from '../helpers'
import { insertRental, testClock } from '../rentals/rental-helpers'
import { createInProcessQueue } from '../../../server/jobs/in-process-queue'
import { startJobs } from '../../../server/jobs/start-jobs'
import { rentalLifecycle } from '../../../server/jobs/definitions/rental-lifecycle'
import { rentalReminders } from '../../../server/jobs/definitions/rental-reminders'

const clock = testClock()
let ctx: TestContext
beforeAll(async () => {
  // The context's own runner has no periodic jobs: the rentals below wait as if no worker ran.
  ctx = await createTestContext({ adapters: { clock: clock.read } })
  await ctx.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'driver2@demo.test').execute()
  await ctx.updateTenantSettings('demo', (s) => {
    s.reminders = { email: true, sms: false, before_start: 7200, before_end: 1800 }
  })
})
afterAll(() => ctx.close())

const subjectsAbout = async (id: number) =>
  (await ctx.db.selectFrom('outbox').select('subject').where('recipient', '=', 'driver2@demo.test').orderBy('id').execute())
    .map((r) => r.subject ?? '')
    .filter((s) => s.includes(`#${id} `))

describe('a worker starting after an outage', () => {
  it('sends at once the reminders and late notices that fell due while no worker ran, when still useful', async () => {
    const startsSoon = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: 1, hours: 3 })
    const started = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: -0.2, hours: 3 })
    const endsSoon = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'in_progress', startInHours: -2, hours: 2.25 })
    const ended = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'in_progress', startInHours: -3, hours: 2 })

    // A worker starts: its periodic jobs run at once, not at their next slot (5 minutes for reminders).
    const worker = createInProcessQueue({ now: clock.read })
    await startJobs({ db: ctx.handle, config: ctx.config, queue: worker, log: silentJobLog, clock: clock.read, definitions: [rentalLifecycle, rentalReminders] })
    try {
      await worker.drain()
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
