import { UserResponseSchema } from '@contracts/user'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { HOUR, insertRental, testClock } from '../rentals/rental-helpers'
import { rentalReminders } from '../../../server/jobs/definitions/rental-reminders'

const clock = testClock()
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read } })
  await ctx.db.updateTable('users').set({ cell_phone: '+15145550122' }).where('email', '=', 'driver2@demo.test').execute()
  // The operator sends both.
  await ctx.updateTenantSettings('demo', (s) => {
    s.reminders = { email: true, sms: true, before_start: 7200, before_end: 1800 }
  })
})
afterAll(() => ctx.close())

const sent = async (from: number) => {
  const rows = await ctx.db.selectFrom('outbox').select(['channel', 'recipient']).where('id', '>', from).where('recipient', 'in', ['driver2@demo.test', '+15145550122']).execute()
  return rows.map((r) => r.channel).sort()
}
const lastId = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst()
    )?.m ?? 0,
  )

/** A booking of driver2 starting within the reminder window, then one run of the job: the channels it was reminded by. */
async function remindedBy(): Promise<string[]> {
  clock.now += 6 * HOUR
  const from = await lastId()
  await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: 1, hours: 1 })
  await rentalReminders.run({}, ctx.jobContext())
  return sent(from)
}

describe("a member's reminder preference", () => {
  it('is read and written through PUT /user and GET /user; a bad value is 400', async () => {
    const token = await ctx.tokenFor('driver2@demo.test')
    expect(UserResponseSchema.parse((await ctx.get('/api/user', { token })).json()).user.reminder_channel).toBeNull()
    const res = await ctx.put('/api/user', { user: { reminder_channel: 'email' } }, { token })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.reminder_channel).toBe('email')
    const bad = await ctx.put('/api/user', { user: { reminder_channel: 'pigeon' } }, { token })
    expect(bad.statusCode).toBe(400)
    expect(errorCodes(bad).length).toBeGreaterThan(0)
  })

  it('narrows the reminders job: both by default, e-mail only, SMS only, none', async () => {
    // A new session each time: the job's clock moves past a token's life.
    const choose = async (reminder_channel: string | null) =>
      expect((await ctx.put('/api/user', { user: { reminder_channel } }, { token: await ctx.tokenFor('driver2@demo.test') })).statusCode).toBe(200)
    await choose(null)
    expect(await remindedBy()).toEqual(['email', 'sms'])
    await choose('email')
    expect(await remindedBy()).toEqual(['email'])
    await choose('sms')
    expect(await remindedBy()).toEqual(['sms'])
    await choose('none')
    expect(await remindedBy()).toEqual([])
  })

  it('never adds a channel the operator does not send', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.reminders = { email: true, sms: false, before_start: 7200, before_end: 1800 }
    })
    const token = await ctx.tokenFor('driver2@demo.test')
    expect((await ctx.put('/api/user', { user: { reminder_channel: 'sms' } }, { token })).statusCode).toBe(200)
    expect(await remindedBy()).toEqual([])
  })
})

describe("a member's choice of reminders (before the start, before the end)", () => {
  /** With this choice saved, a booking of driver2 starting within the window and one ending within it: the reminders the job e-mails. */
  async function remindedFor(reminder_timing: string | null): Promise<string[]> {
    const token = await ctx.tokenFor('driver2@demo.test')
    const saved = await ctx.put('/api/user', { user: { reminder_channel: 'email', reminder_timing } }, { token })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().user.reminder_timing).toBe(reminder_timing)
    clock.now += 6 * HOUR
    const from = await lastId()
    const starting = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: 1, hours: 1 })
    const ending = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'in_progress', startInHours: -1, hours: 1.25 })
    await rentalReminders.run({}, ctx.jobContext())
    const subjects = (await ctx.db.selectFrom('outbox').select('subject').where('id', '>', from).where('recipient', '=', 'driver2@demo.test').execute()).map((m) => m.subject ?? '')
    return [...(subjects.some((s) => s.includes(`#${starting.id} starts`)) ? ['start'] : []), ...(subjects.some((s) => s.includes(`#${ending.id} ends`)) ? ['end'] : [])]
  }

  it('sends both by default, only the one chosen otherwise; a bad value is 400', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.reminders = { email: true, sms: true, before_start: 7200, before_end: 1800 }
    })
    expect(await remindedFor(null)).toEqual(['start', 'end'])
    expect(await remindedFor('start')).toEqual(['start'])
    expect(await remindedFor('end')).toEqual(['end'])
    const bad = await ctx.put('/api/user', { user: { reminder_timing: 'midway' } }, { token: await ctx.tokenFor('driver2@demo.test') })
    expect(bad.statusCode).toBe(400)
  })

  it('leaves the reminder not wanted unclaimed: choosing both again in time still sends it', async () => {
    const token = await ctx.tokenFor('driver2@demo.test')
    expect((await ctx.put('/api/user', { user: { reminder_timing: 'end' } }, { token })).statusCode).toBe(200)
    clock.now += 6 * HOUR
    const starting = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: 1.5, hours: 1 })
    await rentalReminders.run({}, ctx.jobContext())
    const mark = async () => (await ctx.db.selectFrom('rentals').select('start_reminded_at').where('id', '=', starting.id).executeTakeFirstOrThrow()).start_reminded_at
    expect(await mark()).toBeNull()
    expect((await ctx.put('/api/user', { user: { reminder_timing: null } }, { token: await ctx.tokenFor('driver2@demo.test') })).statusCode).toBe(200)
    await rentalReminders.run({}, ctx.jobContext())
    expect(await mark()).not.toBeNull()
  })
})
