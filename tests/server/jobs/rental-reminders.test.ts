import { createTestContext, type TestContext } from '../helpers'
import { HOUR, insertRental, testClock } from '../rentals/rental-helpers'
import { rentalReminders } from '../../../server/jobs/definitions/rental-reminders'
import type { JobSender } from '../../../server/jobs/job-sender'

const clock = testClock()
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read } })
  await ctx.db.updateTable('users').set({ language: 'en', cell_phone: '+15145550122' }).where('email', '=', 'driver2@demo.test').execute()
  await ctx.db.updateTable('users').set({ language: 'fr', cell_phone: '+15145550133' }).where('email', '=', 'driver@demo.test').execute()
})
afterAll(() => ctx.close())

const outbox = (recipient: string) => ctx.db.selectFrom('outbox').select(['channel', 'subject', 'body']).where('recipient', '=', recipient).orderBy('id').execute()

describe('rental reminders', () => {
  it('reminds once before a booking starts and before it ends, by e-mail (SMS off by default), in the member language', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.reminders = { email: true, sms: false, before_start: 7200, before_end: 1800 }
    })
    const soon = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: 1.5, hours: 3 })
    await ctx.db.updateTable('vehicles').set({ access_instructions: null, access_instructions_translations: null }).where('id', '=', soon.vehicleId).execute()
    const later = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: 5, hours: 1 })
    const ending = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'in_progress', startInHours: -1, hours: 1.25 })
    const before = { en: (await outbox('driver2@demo.test')).length, fr: (await outbox('driver@demo.test')).length }

    await Promise.all([rentalReminders.run({}, ctx.jobContext()), rentalReminders.run({}, ctx.jobContext())])
    await rentalReminders.run({}, ctx.jobContext())

    const en = (await outbox('driver2@demo.test')).slice(before.en)
    expect(en.map((m) => m.subject)).toEqual([expect.stringMatching(new RegExp(`^Montréal Autopartage: your booking #${soon.id} starts `))])
    expect(en[0].body).toContain('access instructions are in the app')
    const fr = (await outbox('driver@demo.test')).slice(before.fr)
    expect(fr.map((m) => m.subject)).toEqual([expect.stringMatching(new RegExp(`^Montréal Autopartage : votre réservation n° ${ending.id} se termine le `))])
    expect(await outbox('+15145550122')).toEqual([])
    expect(en.some((m) => m.subject?.includes(`#${later.id}`))).toBe(false)
  })

  it('sends SMS when the tenant turns them on, and nothing when both channels are off', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.reminders = { email: false, sms: true, before_start: 7200, before_end: 1800 }
    })
    clock.now += 4 * HOUR
    await rentalReminders.run({}, ctx.jobContext())
    const sms = await outbox('+15145550122')
    expect(sms).toHaveLength(1)
    expect(sms[0]).toMatchObject({ channel: 'sms' })
    expect(sms[0].body).toMatch(/^Montréal Autopartage: booking #\d+ \(.+\) starts /)

    await ctx.updateTenantSettings('demo', (s) => {
      s.reminders = { email: false, sms: false, before_start: 7200, before_end: 1800 }
    })
    await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'pending', startInHours: 1, hours: 1 })
    await rentalReminders.run({}, ctx.jobContext())
    expect(await outbox('+15145550122')).toHaveLength(1)
  })

  it('carries the access instructions in a start reminder only when the driver may read them (validated, within the lead time)', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.reminders = { email: true, sms: false, before_start: 7200, before_end: 1800 }
      s.access_instructions_lead_time = 86400
    })
    clock.now += 24 * HOUR
    const validated = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: 1, hours: 2 })
    await ctx.db
      .updateTable('vehicles')
      .set({ access_instructions: 'Boîte à clés 4821, côté gauche.', access_instructions_translations: null })
      .where('id', '=', validated.vehicleId)
      .execute()
    const before = (await outbox('driver2@demo.test')).length
    await rentalReminders.run({}, ctx.jobContext())
    const mails = (await outbox('driver2@demo.test')).slice(before)
    expect(mails).toHaveLength(1)
    expect(mails[0].body).toContain('Boîte à clés 4821, côté gauche.')

    // The same booking for a driver awaiting validation: the reminder points to the app instead.
    await ctx.db.updateTable('users').set({ validated: 0, workflow_next_step: 'driver_waiting_for_validation' }).where('email', '=', 'driver2@demo.test').execute()
    try {
      const pending = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: 1.5, hours: 2 })
      await ctx.db.updateTable('vehicles').set({ access_instructions: 'Boîte à clés 9999.', access_instructions_translations: null }).where('id', '=', pending.vehicleId).execute()
      const beforePending = (await outbox('driver2@demo.test')).length
      await rentalReminders.run({}, ctx.jobContext())
      const next = (await outbox('driver2@demo.test')).slice(beforePending)
      expect(next).toHaveLength(1)
      expect(next[0].body).not.toContain('Boîte à clés 9999.')
      expect(next[0].body).toContain('access instructions are in the app')
    } finally {
      await ctx.db.updateTable('users').set({ validated: 1, workflow_next_step: 'driver_ok' }).where('email', '=', 'driver2@demo.test').execute()
    }
  })

  it('claims a reminder only with its message: a message whose delivery cannot be queued leaves both to the next run', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.reminders = { email: true, sms: false, before_start: 7200, before_end: 1800 }
    })
    clock.now += 24 * HOUR
    const soon = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: 1, hours: 2 })
    const before = (await outbox('driver2@demo.test')).length
    // A fake queue that refuses every job, with SMTP "configured" so that the reminder is queued.
    const refusingQueue: JobSender = { transactional: true, send: () => Promise.reject(new Error('queue down')) }
    const base = ctx.jobContext()
    const failing = { ...base, queue: refusingQueue, config: { ...base.config, mail: { ...base.config.mail, smtpUrl: 'smtp://fake.invalid' } } }
    await expect(rentalReminders.run({}, failing)).rejects.toThrow('queue down')
    const mark = async () => (await ctx.db.selectFrom('rentals').select('start_reminded_at').where('id', '=', soon.id).executeTakeFirstOrThrow()).start_reminded_at
    expect(await mark()).toBeNull()
    expect(await outbox('driver2@demo.test')).toHaveLength(before)

    await rentalReminders.run({}, ctx.jobContext())
    expect(await mark()).toBe(clock.now)
    const sent = (await outbox('driver2@demo.test')).slice(before)
    expect(sent.map((m) => m.subject)).toEqual([expect.stringMatching(new RegExp(`#${soon.id} starts `))])
  })
})
