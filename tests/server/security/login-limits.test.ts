import { DEMO_WEB_CLIENT_ID } from '@contracts/http'
import { createTestContext, DEMO_PASSWORD, errorCodes, type TestContext } from '../helpers'
import { secondProcess } from './second-process'

// Limits keyed on the client address, not the Host spelling, shared by processes.
describe('the address limit of sensitive calls', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ config: { rateLimit: { max: 3, timeWindowMs: 60_000 } } })
  })
  afterAll(() => ctx.close())

  const guestToken = (options: { host?: string; headers?: Record<string, string> } = {}) =>
    ctx.post('/api/oauth2/token', { grant_type: 'client_credentials', client_id: DEMO_WEB_CLIENT_ID }, options)
  const resetLimits = () => ctx.db.deleteFrom('rate_counters').execute()

  it('gives localhost, 127.0.0.1 and [::1] one budget: the same tenant from the same address', async () => {
    await resetLimits()
    const statuses = []
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'localhost:80', '127.0.0.1']) statuses.push((await guestToken({ host })).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    await resetLimits()
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await guestToken({ headers: { 'x-forwarded-for': `203.0.113.${i}` } })).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  it('adds up the calls made on two server processes', async () => {
    await resetLimits()
    const other = await secondProcess(ctx)
    try {
      const body = { grant_type: 'client_credentials', client_id: DEMO_WEB_CLIENT_ID }
      const statuses = [(await guestToken()).statusCode, (await other.post('/api/oauth2/token', body)).statusCode, (await guestToken()).statusCode]
      statuses.push((await other.post('/api/oauth2/token', body)).statusCode)
      expect(statuses).toEqual([200, 200, 200, 429])
    } finally {
      await other.app.close()
    }
  })

  it('limits PUT /user/password by address', async () => {
    await resetLimits()
    const token = await ctx.tokenFor('driver@demo.test')
    const statuses = []
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await ctx.put('/api/user/password', { user: { current_password: 'wrong-one!', password: 'new-password-1', password_confirmation: 'new-password-1' } }, { token }))
          .statusCode,
      )
    }
    expect(statuses).toEqual([400, 400, 400, 429])
  })
})

describe('the address limit behind a trusted proxy', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ config: { rateLimit: { max: 2, timeWindowMs: 60_000 }, trustProxy: true } })
  })
  afterAll(() => ctx.close())

  it('keys on the X-Forwarded-For client when TRUST_PROXY is on', async () => {
    const call = (ip: string) => ctx.post('/api/oauth2/token', { grant_type: 'client_credentials', client_id: DEMO_WEB_CLIENT_ID }, { headers: { 'x-forwarded-for': ip } })
    const statuses = [
      (await call('203.0.113.1')).statusCode,
      (await call('203.0.113.1')).statusCode,
      (await call('203.0.113.1')).statusCode,
      (await call('203.0.113.2')).statusCode,
    ]
    expect(statuses).toEqual([200, 200, 429, 200])
  })

  it('counts an IPv6 client by its /64: another address of the same network shares the budget', async () => {
    const call = (ip: string) => ctx.post('/api/oauth2/token', { grant_type: 'client_credentials', client_id: DEMO_WEB_CLIENT_ID }, { headers: { 'x-forwarded-for': ip } })
    const statuses = [
      (await call('2001:db8:1:2::1')).statusCode,
      (await call('2001:db8:1:2::2')).statusCode,
      (await call('2001:db8:1:2:ffff:ffff:ffff:3')).statusCode,
      (await call('2001:db8:1:3::1')).statusCode,
    ]
    expect(statuses).toEqual([200, 200, 429, 200])
  })
})

describe('wrong passwords on one account', () => {
  let ctx: TestContext
  let now = Date.UTC(2026, 3, 1, 8)
  beforeAll(async () => {
    ctx = await createTestContext({ adapters: { clock: () => now } })
  })
  afterAll(() => ctx.close())

  const login = (username: string, password: string) => ctx.post('/api/oauth2/token', { grant_type: 'password', client_id: DEMO_WEB_CLIENT_ID, username, password })
  /** Wrong passwords, each after the slow-down's wait. */
  async function wrongPasswords(username: string, count: number): Promise<string[]> {
    const codes: string[] = []
    for (let i = 0; i < count; i++) {
      now += 61_000
      codes.push(errorCodes(await login(username, 'not-the-password'))[0])
    }
    return codes
  }
  const mailTo = async (to: string) => {
    for (let i = 0; i < 50; i++) {
      const row = await ctx.db.selectFrom('outbox').select(['body', 'subject']).where('channel', '=', 'email').where('recipient', '=', to).orderBy('id', 'desc').executeTakeFirst()
      if (row) return row
      await new Promise((r) => setTimeout(r, 20))
    }
    return null
  }
  const unlockToken = (body: string) => /unlock_token=([\w-]+)/.exec(body)?.[1]

  it('slows down after three wrong passwords', async () => {
    now += 3600_000
    for (let i = 0; i < 3; i++) expect(errorCodes(await login('driver2@demo.test', 'nope-nope'))).toEqual(['invalid_grant'])
    const slowed = await login('driver2@demo.test', DEMO_PASSWORD)
    expect(slowed.statusCode).toBe(429)
    expect(slowed.json()).toEqual({ errors: [{ code: 'login_slowed_down', detail: expect.any(String) }] })
    now += 1000
    expect((await login('driver2@demo.test', DEMO_PASSWORD)).statusCode).toBe(200)
  })

  it('locks the account after ten wrong passwords: the right one is refused, after 60 tries too', async () => {
    const codes = await wrongPasswords('driver@demo.test', 10)
    expect(codes.slice(0, 9).every((c) => c === 'invalid_grant')).toBe(true)
    expect(codes[9]).toBe('account_locked')
    for (let i = 0; i < 50; i++) {
      now += 1000
      await login('driver@demo.test', 'still-wrong')
    }
    const right = await login('driver@demo.test', DEMO_PASSWORD)
    expect(right.statusCode).toBe(400)
    expect(right.json()).toEqual({ errors: [{ code: 'account_locked', detail: expect.stringContaining('e-mail de déblocage') }] })
  })

  it('keeps parallel guesses from getting past the lock', async () => {
    now += 2 * 3600_000
    const answers = await Promise.all(Array.from({ length: 40 }, () => login('someone-parallel@demo.test', 'parallel-guess')))
    expect(answers.filter((a) => errorCodes(a)[0] === 'invalid_grant').length).toBeLessThanOrEqual(3)
  })

  it('locks an unknown e-mail the same way, so the answers tell nothing', async () => {
    const codes = await wrongPasswords('nobody-here@demo.test', 10)
    expect(codes[9]).toBe('account_locked')
  })

  it('clears the lock through the unlock e-mail, once', async () => {
    const user = 'driver@demo.test'
    await wrongPasswords(user, 10)
    expect((await ctx.post('/api/unlock_account', { email: 'DRIVER@demo.test' })).json()).toEqual({})
    const mail = await mailTo(user)
    expect(mail?.subject).toMatch(/déblocage/)
    const token = unlockToken(mail!.body)!
    expect(mail!.body).toContain('/frontofficev2/unlock-account?unlock_token=')
    expect((await ctx.post('/api/unlock_account/confirm', { unlock_token: token })).statusCode).toBe(200)
    expect((await login(user, DEMO_PASSWORD)).statusCode).toBe(200)
    const again = await ctx.post('/api/unlock_account/confirm', { unlock_token: token })
    expect(again.statusCode).toBe(400)
    expect(errorCodes(again)).toEqual(['invalid_unlock_token'])
  })

  it('sends no unlock e-mail to an account that is not locked, nor to an unknown one, with the same answer', async () => {
    const before = await ctx.db.selectFrom('outbox').select('id').execute()
    for (const email of ['driver2@demo.test', 'nobody-here@demo.test', 'not-an-email']) {
      const res = await ctx.post('/api/unlock_account', { email })
      expect([res.statusCode, res.json()]).toEqual([200, {}])
    }
    await new Promise((r) => setTimeout(r, 100))
    expect(await ctx.db.selectFrom('outbox').select('id').execute()).toHaveLength(before.length)
  })

  it('ends the lock with a password reset', async () => {
    await wrongPasswords('driver2@demo.test', 10)
    expect(errorCodes(await login('driver2@demo.test', DEMO_PASSWORD))).toEqual(['account_locked'])
    await ctx.post('/api/reset_password', { email: 'driver2@demo.test', context: 'frontoffice' })
    let token: string | undefined
    for (let i = 0; i < 50 && !token; i++) {
      const row = await ctx.db
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', 'driver2@demo.test')
        .where('body', 'like', '%reset_password_token=%')
        .orderBy('id', 'desc')
        .executeTakeFirst()
      token = row ? /reset_password_token=([\w-]+)/.exec(row.body)?.[1] : undefined
      if (!token) await new Promise((r) => setTimeout(r, 20))
    }
    const reset = await ctx.post('/api/reset_password/confirm', { reset_password_token: token, password: 'a-new-password', password_confirmation: 'a-new-password' })
    expect(reset.statusCode).toBe(200)
    expect((await login('driver2@demo.test', 'a-new-password')).statusCode).toBe(200)
  })

  it('limits the checks of the current password per member on PUT /user/password, whatever the address', async () => {
    now += 2 * 3600_000
    const token = await ctx.tokenFor('admin@demo.test')
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await ctx.put(
        '/api/user/password',
        { user: { current_password: `guess-${i}`, password: 'new-password-1', password_confirmation: 'new-password-1' } },
        { token, headers: { 'x-forwarded-for': `198.51.100.${i}` } },
      )
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
