import { ACCEPT_V03 } from '@contracts/http'
import { errorCodes, type TestContext } from '../helpers'
import { createRegistrationContext, signUp } from '../registration/registration-helpers'
import { secondProcess } from './second-process'

// Toll fraud: the one-per-60-s rule is atomic, premium-rate and non-mobile numbers
// are refused, and daily caps hold per number, per member and per tenant, across processes.
let ctx: TestContext
let now = Date.UTC(2026, 2, 2, 9)
beforeAll(async () => {
  ctx = await createRegistrationContext({ adapters: { clock: () => now } })
})
afterAll(() => ctx.close())

const v03 = { accept: ACCEPT_V03 }
const requestCode = (token: string, cellPhone: string) => ctx.post('/api/user/sms_code', { sms_code: { cell_phone: cellPhone } }, { token, headers: v03 })
const smsCount = async (to?: string) => {
  let q = ctx.db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('channel', '=', 'sms')
  if (to) q = q.where('recipient', '=', to)
  return Number((await q.executeTakeFirstOrThrow()).n)
}
const nextMinute = () => {
  now += 61_000
}

describe('SMS code requests', () => {
  it('sends exactly one SMS for 20 requests fired at once', async () => {
    const { token } = await signUp(ctx)
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestCode(token, '514 555 0170')))
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1)
    const refused = answers.filter((a) => a.statusCode !== 201)
    expect(refused.every((a) => a.statusCode === 429 && errorCodes(a)[0] === 'SMS_CODE_THROTTLED')).toBe(true)
    expect(refused[0].json()).toEqual({ errors: [{ code: 'SMS_CODE_THROTTLED', detail: expect.any(String) }] })
    expect(await smsCount('+15145550170')).toBe(1)
  })

  it('sends one SMS for 20 requests split across two server processes', async () => {
    nextMinute()
    const { token } = await signUp(ctx)
    const other = await secondProcess(ctx, { clock: () => now })
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0 ? requestCode(token, '514 555 0171') : other.post('/api/user/sms_code', { sms_code: { cell_phone: '514 555 0171' } }, { token, headers: v03 }),
        ),
      )
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1)
      expect(await smsCount('+15145550171')).toBe(1)
    } finally {
      await other.app.close()
    }
  })

  it.each([
    ['1 800 555 0100', 'toll-free'],
    ['(888) 555-0100', 'toll-free'],
    ['833 555 0100', 'toll-free'],
    ['1-900-555-0100', 'premium rate'],
    ['514 976 0100', 'premium exchange'],
    ['+1 876 555 0100', 'Jamaica through +1'],
    ['+33 8 99 12 34 56', 'French premium 089x'],
    ['+33 8 10 12 34 56', 'French special 08xx'],
    ['+33 1 42 12 34 56', 'French fixed line'],
    ['+33 9 70 12 34 56', 'French VoIP 09'],
    ['+44 7911 123456', 'a plan we do not know'],
  ])('refuses %s (%s) with INVALID_PHONE and sends nothing', async (number) => {
    nextMinute()
    const { token } = await signUp(ctx)
    const before = await smsCount()
    const res = await requestCode(token, number)
    expect(res.statusCode).toBe(400)
    expect(errorCodes(res)).toEqual(['INVALID_PHONE'])
    expect(await smsCount()).toBe(before)
  })

  it('accepts French mobiles 06 and 07', async () => {
    for (const number of ['+33 6 12 34 56 78', '+33 7 81 23 45 67']) {
      nextMinute()
      const { token } = await signUp(ctx)
      expect((await requestCode(token, number)).statusCode).toBe(201)
    }
  })

  it('caps the codes a member asks for in a day, then allows them the next day', async () => {
    const { token, email } = await signUp(ctx)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      nextMinute()
      statuses.push((await requestCode(token, `514 555 02${10 + i}`)).statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    nextMinute()
    const res = await requestCode(token, '514 555 0299')
    expect(res.json()).toEqual({ errors: [{ code: 'SMS_DAILY_LIMIT_REACHED', detail: "Trop de codes SMS envoyés aujourd'hui, réessayez demain." }] })
    now += 24 * 3600_000
    // The access token lasts an hour: the member signs in again the next day.
    const nextDay = await ctx.tokenFor(email, { password: 'correct horse battery' })
    expect((await requestCode(nextDay, '514 555 0299')).statusCode).toBe(201)
  })

  it('caps the codes sent to one number in a day, whoever asks', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const { token } = await signUp(ctx)
      statuses.push((await requestCode(token, '514 555 0180')).statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    expect(await smsCount('+15145550180')).toBe(5)
  })

  it('caps a tenant at its own daily number', async () => {
    now += 24 * 3600_000
    await ctx.updateTenantSettings('demo', (s) => {
      s.sms_limits = { ...s.sms_limits, per_tenant_daily: 2 }
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++) {
        const { token } = await signUp(ctx)
        statuses.push((await requestCode(token, `514 555 03${10 + i}`)).statusCode)
      }
      expect(statuses).toEqual([201, 201, 429])
    } finally {
      await ctx.updateTenantSettings('demo', (s) => {
        s.sms_limits = { ...s.sms_limits, per_tenant_daily: 1000 }
      })
    }
  })
})
