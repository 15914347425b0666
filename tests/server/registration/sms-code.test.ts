import { ACCEPT_V03 } from '@contracts/http'
import { errorCodes, type TestContext } from '../helpers'
import { createRegistrationContext, currentStep, lastSmsCode, signUp } from './registration-helpers'

let ctx: TestContext
let now = Date.now()
beforeAll(async () => {
  ctx = await createRegistrationContext({ adapters: { clock: () => now } })
})
afterAll(() => ctx.close())

const v03 = { accept: ACCEPT_V03 }
const requestCode = (token: string, cellPhone: string, lang = 'fr') => ctx.post('/api/user/sms_code', { sms_code: { cell_phone: cellPhone } }, { token, headers: v03, lang })
const confirm = (token: string, code: string) => ctx.put('/api/user/sms_code', { sms_code: { code } }, { token, headers: v03 })
const wrong = (code: string) => (code === '123456' ? '654321' : '123456')

/** A new account with its personal details filled: at the SMS step of the demo tenant. */
async function atSmsStep(): Promise<string> {
  const { token } = await signUp(ctx)
  await ctx.put(
    '/api/user',
    {
      user: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        birthday_time: '1990-12-10',
        address_line1: '1 Rue Peel',
        address_postal_code: 'H3A 1S2',
        address_locality: 'Montréal',
        address_country: 'CA',
      },
    },
    { token },
  )
  expect(await currentStep(ctx, token)).toBe('driver_on_sms_form')
  return token
}

describe('POST and PUT /api/user/sms_code', () => {
  it('sends a 6-digit code to the number in E.164 and confirms it', async () => {
    const token = await atSmsStep()
    const res = await requestCode(token, '514-555-0101')
    expect(res.statusCode).toBe(201)
    expect(res.json().sms_code).toEqual({ cell_phone: '+15145550101', expires_at: new Date(now + 600_000).toISOString() })
    const { code, text } = await lastSmsCode(ctx, '+15145550101')
    expect(code).toMatch(/^\d{6}$/)
    expect(text).toMatch(/^Votre code de vérification .+ : \d{6}\./)
    const ok = await confirm(token, code)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().user).toMatchObject({ cell_phone: '+15145550101', workflow_next_step: 'driver_on_licence_form' })
  })

  it('writes the SMS in English for an English request', async () => {
    const token = await atSmsStep()
    await ctx.put('/api/user', { user: { language: 'en' } }, { token })
    await requestCode(token, '+1 438 555 0102', 'en')
    expect((await lastSmsCode(ctx, '+14385550102')).text).toMatch(/^Your .+ verification code: \d{6}\./)
  })

  it('refuses an invalid number with INVALID_PHONE', async () => {
    const token = await atSmsStep()
    const res = await requestCode(token, '555-01')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ code: 'INVALID_PHONE', field: 'sms_code.cell_phone' })
  })

  it('rejects a wrong code with INVALID_SMS_CODE and keeps the step', async () => {
    now += 120_000
    const token = await atSmsStep()
    await requestCode(token, '514 555 0103')
    const { code } = await lastSmsCode(ctx, '+15145550103')
    const res = await confirm(token, wrong(code))
    expect(res.statusCode).toBe(400)
    expect(errorCodes(res)).toEqual(['INVALID_SMS_CODE'])
    expect(await currentStep(ctx, token)).toBe('driver_on_sms_form')
    expect((await confirm(token, code)).statusCode).toBe(200)
  })

  it('rejects an expired code with SMS_CODE_EXPIRED after 10 minutes', async () => {
    now += 120_000
    const token = await atSmsStep()
    await requestCode(token, '514 555 0104')
    const { code } = await lastSmsCode(ctx, '+15145550104')
    now += 10 * 60_000
    const res = await confirm(token, code)
    expect(res.statusCode).toBe(400)
    expect(errorCodes(res)).toEqual(['SMS_CODE_EXPIRED'])
    expect(await currentStep(ctx, token)).toBe('driver_on_sms_form')
  })

  it('kills the code after 5 attempts (SMS_CODE_TOO_MANY_ATTEMPTS), a new code works', async () => {
    now += 120_000
    const token = await atSmsStep()
    await requestCode(token, '514 555 0105')
    const { code } = await lastSmsCode(ctx, '+15145550105')
    for (let i = 0; i < 5; i += 1) expect(errorCodes(await confirm(token, wrong(code)))).toEqual(['INVALID_SMS_CODE'])
    const dead = await confirm(token, code)
    expect(dead.statusCode).toBe(400)
    expect(errorCodes(dead)).toEqual(['SMS_CODE_TOO_MANY_ATTEMPTS'])
    now += 61_000
    await requestCode(token, '514 555 0105')
    expect((await confirm(token, (await lastSmsCode(ctx, '+15145550105')).code)).statusCode).toBe(200)
  })

  it('throttles a resend within 60 seconds with SMS_CODE_THROTTLED (429), even to another number', async () => {
    now += 120_000
    const token = await atSmsStep()
    expect((await requestCode(token, '514 555 0106')).statusCode).toBe(201)
    now += 30_000
    const again = await requestCode(token, '514 555 0107')
    expect(again.statusCode).toBe(429)
    expect(errorCodes(again)).toEqual(['SMS_CODE_THROTTLED'])
    now += 30_000
    expect((await requestCode(token, '514 555 0107')).statusCode).toBe(201)
    // The resend to another number replaces the first code.
    const first = await lastSmsCode(ctx, '+15145550106')
    const second = await lastSmsCode(ctx, '+15145550107')
    if (first.code !== second.code) expect(errorCodes(await confirm(token, first.code))).toEqual(['INVALID_SMS_CODE'])
    expect((await confirm(token, second.code)).json().user.cell_phone).toBe('+15145550107')
  })

  it('confirms a new number for a validated driver without touching their step', async () => {
    now += 120_000
    const token = await ctx.tokenFor('driver2@demo.test')
    const res = await requestCode(token, '06 12 34 56 78')
    // The demo tenant is in Canada: a French national number is refused, its E.164 form is fine.
    expect(errorCodes(res)).toEqual(['INVALID_PHONE'])
    expect((await requestCode(token, '+33 6 12 34 56 78')).statusCode).toBe(201)
    const pending = await ctx.db.selectFrom('users').select(['cell_phone', 'pending_cell_phone']).where('email', '=', 'driver2@demo.test').executeTakeFirstOrThrow()
    expect(pending).toEqual({ cell_phone: '+15145550187', pending_cell_phone: '+33612345678' })
    const ok = await confirm(token, (await lastSmsCode(ctx, '+33612345678')).code)
    expect(ok.json().user).toMatchObject({ cell_phone: '+33612345678', workflow_next_step: 'driver_ok' })
  })

  it('needs a member token', async () => {
    const guest = await ctx.guestToken()
    expect((await requestCode(guest, '514 555 0108')).statusCode).toBe(401)
    expect((await ctx.put('/api/user/sms_code', { sms_code: { code: '123456' } })).statusCode).toBe(401)
  })
})
