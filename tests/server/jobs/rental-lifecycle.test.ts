import { createTestContext, type TestContext } from '../helpers'
import { HOUR, insertRental, testClock } from '../rentals/rental-helpers'
import { rentalLifecycle } from '../../../server/jobs/definitions/rental-lifecycle'
import type { JobSender } from '../../../server/jobs/job-sender'

const MIN = 60_000
const clock = testClock()
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read } })
})
afterAll(() => ctx.close())

const statusOf = async (id: number) => await ctx.db.selectFrom('rentals').select(['status', 'late_at']).where('id', '=', id).executeTakeFirstOrThrow()
const mailsTo = (recipient: string, channel: 'email' | 'sms' = 'email') =>
  ctx.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', recipient).where('channel', '=', channel).execute()

describe('rental lifecycle job', () => {
  it("expires pending and prepared rentals never started past the tenant's grace, not before", async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.unstarted_rental_grace = 1800
    })
    const now = clock.now
    const stalePending = await insertRental(ctx, now, { driver: 'driver@demo.test', status: 'pending', startInHours: -(31 * MIN) / HOUR, hours: 2 })
    const stalePrepared = await insertRental(ctx, now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: -2, hours: 4 })
    const withinGrace = await insertRental(ctx, now, { driver: 'driver@demo.test', status: 'prepared', startInHours: -(29 * MIN) / HOUR, hours: 2 })
    const started = await insertRental(ctx, now, { driver: 'driver2@demo.test', status: 'check_in', startInHours: -2, hours: 4 })

    await ctx.jobs.send('rental-lifecycle', {})
    await ctx.drainJobs()

    expect((await statusOf(stalePending.id)).status).toBe('expired')
    expect((await statusOf(stalePrepared.id)).status).toBe('expired')
    expect((await statusOf(withinGrace.id)).status).toBe('prepared')
    expect((await statusOf(started.id)).status).toBe('check_in')
  })

  it("leaves them where the tenant's state machine has no way to expired", async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.state_machine = { ...s.state_machine, prepared: ['check_in', 'cancelled'] }
    })
    const kept = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'prepared', startInHours: -3, hours: 4 })
    await rentalLifecycle.run({}, ctx.jobContext())
    expect((await statusOf(kept.id)).status).toBe('prepared')
    await ctx.updateTenantSettings('demo', (s) => {
      s.state_machine = { ...s.state_machine, prepared: ['check_in', 'cancelled', 'expired'] }
    })
  })

  it('flags an in-progress rental past its end late and tells its driver once, in their language, even when two processes run it together', async () => {
    await ctx.db.updateTable('users').set({ language: 'en', cell_phone: '+15145550111' }).where('email', '=', 'driver2@demo.test').execute()
    const before = { email: (await mailsTo('driver2@demo.test')).length, sms: (await mailsTo('+15145550111', 'sms')).length }
    const late = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'in_progress', startInHours: -3, hours: 2 })
    const onTime = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'in_progress', startInHours: -1, hours: 2 })

    await Promise.all([rentalLifecycle.run({}, ctx.jobContext()), rentalLifecycle.run({}, ctx.jobContext())])
    await rentalLifecycle.run({}, ctx.jobContext())

    expect((await statusOf(late.id)).late_at).toBe(clock.now)
    expect((await statusOf(onTime.id)).late_at).toBeNull()
    const mails = await mailsTo('driver2@demo.test')
    expect(mails).toHaveLength(before.email + 1)
    expect(mails.at(-1)?.subject).toBe(`Montréal Autopartage: your booking #${late.id} has passed its end`)
    const sms = await mailsTo('+15145550111', 'sms')
    expect(sms).toHaveLength(before.sms + 1)
    expect(sms.at(-1)?.body).toContain(`booking #${late.id}`)
    // The operator's support line, written as people read it in the tenant's country (contracts/phone-format.ts).
    expect(sms.at(-1)?.body).toContain('If you cannot, call us: (514) 555-0100.')
  })

  it('writes the notice in French for a French-speaking driver', async () => {
    clock.now += 5 * HOUR
    const late = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'in_progress', startInHours: -3, hours: 1 })
    await rentalLifecycle.run({}, ctx.jobContext())
    const mails = await ctx.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', 'driver@demo.test').orderBy('id', 'desc').execute()
    expect(mails[0].subject).toBe(`Montréal Autopartage : votre réservation n° ${late.id} a dépassé sa fin`)
    expect(mails[0].body).toContain('devait se terminer le')
    expect(mails[0].body).toContain('appelez-nous au (514) 555-0100.')
  })

  it('says no number where the operator has no support line', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.support_phone = null
    })
    clock.now += 5 * HOUR
    const late = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'in_progress', startInHours: -3, hours: 1 })
    await rentalLifecycle.run({}, ctx.jobContext())
    const mails = await ctx.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', 'driver@demo.test').orderBy('id', 'desc').execute()
    expect(mails[0].subject).toContain(`n° ${late.id}`)
    expect(mails[0].body).not.toContain('appelez-nous')
  })

  it('flags a rental late only with its notice: a notice whose delivery cannot be queued leaves both to the next run', async () => {
    clock.now += 5 * HOUR
    const late = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'in_progress', startInHours: -3, hours: 1 })
    const before = (await mailsTo('driver2@demo.test')).length
    // A fake queue that refuses every job, with SMTP "configured" so that the notice is queued: the
    // moment between the outbox row and its job, where a killed process used to leave a late flag
    // with no notice (the flag and the row were two transactions).
    const refusingQueue: JobSender = { transactional: true, send: () => Promise.reject(new Error('queue down')) }
    const base = ctx.jobContext()
    const failing = { ...base, queue: refusingQueue, config: { ...base.config, mail: { ...base.config.mail, smtpUrl: 'smtp://fake.invalid' } } }
    await expect(rentalLifecycle.run({}, failing)).rejects.toThrow('queue down')
    expect((await statusOf(late.id)).late_at).toBeNull()
    expect(await mailsTo('driver2@demo.test')).toHaveLength(before)

    await rentalLifecycle.run({}, ctx.jobContext())
    expect((await statusOf(late.id)).late_at).toBe(clock.now)
    const mails = await mailsTo('driver2@demo.test')
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)?.subject).toContain(`#${late.id} has passed its end`)
  })
})
