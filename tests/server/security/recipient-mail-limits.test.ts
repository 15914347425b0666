import { createTestContext, type TestContext } from '../helpers'

// Mails to one member are limited per recipient, whatever the client addresses asking: reset and
// unlock 3 an hour, the data export 3 a day; the answer stays the same beyond the limit.
describe('mail limits per recipient', () => {
  let ctx: TestContext
  let now = Date.UTC(2026, 3, 1, 8)
  beforeAll(async () => {
    // Each client address has a budget of 10 a minute: the recipient limit must hold below it.
    ctx = await createTestContext({ adapters: { clock: () => now }, config: { rateLimit: { max: 10, timeWindowMs: 60_000 }, trustProxy: true } })
  })
  afterAll(() => ctx.close())

  const mailsTo = async (email: string) => (await ctx.db.selectFrom('outbox').select('id').where('channel', '=', 'email').where('recipient', '=', email).execute()).length
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
  const fromAddress = (i: number) => ({ headers: { 'x-forwarded-for': `198.51.100.${i % 5}` } })

  it('sends at most 3 reset links an hour to one member from 5 addresses, answering every call alike', async () => {
    const before = await mailsTo('driver@demo.test')
    const answers = []
    for (let i = 0; i < 10; i++) answers.push(await ctx.post('/api/reset_password', { email: 'driver@demo.test' }, fromAddress(i)))
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((r) => r.body)).size).toBe(1)
    expect((await mailsTo('driver@demo.test')) - before).toBe(3)
    now += 3601_000
    expect((await ctx.post('/api/reset_password', { email: 'driver@demo.test' }, fromAddress(7))).statusCode).toBe(200)
    expect((await mailsTo('driver@demo.test')) - before).toBe(4)
  })

  it('sends at most 3 unlock links an hour to one locked member', async () => {
    const tenantId = await ctx.tenantId('demo')
    await ctx.db.insertInto('login_throttles').values({ tenant_id: tenantId, email: 'driver2@demo.test', failures: 10, last_failure_at: now, locked_at: now }).execute()
    const before = await mailsTo('driver2@demo.test')
    for (let i = 0; i < 10; i++) expect((await ctx.post('/api/unlock_account', { email: 'driver2@demo.test' }, fromAddress(i))).statusCode).toBe(200)
    await settle()
    expect((await mailsTo('driver2@demo.test')) - before).toBe(3)
  })

  it('sends the data export at most 3 times a day, answering 202 each time', async () => {
    const token = await ctx.tokenFor('admin@demo.test')
    const before = await mailsTo('admin@demo.test')
    for (let i = 0; i < 6; i++) expect((await ctx.post('/api/user/data_request', {}, { token, ...fromAddress(i) })).statusCode).toBe(202)
    expect((await mailsTo('admin@demo.test')) - before).toBe(3)
    now += 24 * 3600_000 + 1000
    const fresh = await ctx.tokenFor('admin@demo.test')
    expect((await ctx.post('/api/user/data_request', {}, { token: fresh })).statusCode).toBe(202)
    expect((await mailsTo('admin@demo.test')) - before).toBe(4)
  })
})
