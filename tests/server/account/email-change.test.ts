import { EmailConfirmationResponseSchema, UpdateUserResponseSchema } from '@contracts/user'
import { createTestContext, errorCodes, type TestContext } from '../helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ transports: { mail: null, sms: null } })
})
afterAll(() => ctx.close())

const lastMailTo = (to: string) => ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', to).orderBy('id', 'desc').executeTakeFirst()
const tokenIn = (text: string) => /[?&]token=([^\s&"<]+)/.exec(text)?.[1] ?? null

describe('changing the e-mail address', () => {
  it('sends a link to the new address and tells the old one; the address changes only when the link is followed, sessions stay', async () => {
    const token = await ctx.tokenFor('driver2@demo.test')
    const res = await ctx.put('/api/user', { user: { email: '  Alex.New@Example.test ' } }, { token, lang: 'en' })
    expect(res.statusCode).toBe(200)
    const answer = UpdateUserResponseSchema.parse(res.json())
    expect(answer.email_change).toEqual({ status: 'sent', new_email: 'alex.new@example.test' })
    expect(answer.user.email).toBe('driver2@demo.test')

    const toNew = await lastMailTo('alex.new@example.test')
    expect(toNew?.subject).toBe('Montréal Autopartage: confirm your new e-mail address')
    const link = tokenIn(JSON.parse(toNew!.payload ?? '{}').text as string)
    expect(link).not.toBeNull()
    expect((await lastMailTo('driver2@demo.test'))?.subject).toBe('Montréal Autopartage: a change of your e-mail address was asked')
    // Not yet: the account keeps its address.
    expect((await ctx.get('/api/user', { token })).json().user.email).toBe('driver2@demo.test')

    const confirmed = await ctx.post('/api/user/email_confirmation', { token: link })
    expect(confirmed.statusCode).toBe(200)
    expect(EmailConfirmationResponseSchema.parse(confirmed.json()).email_change).toEqual({ status: 'confirmed', email: 'alex.new@example.test' })
    // The same session reads the new address; the link is spent.
    expect((await ctx.get('/api/user', { token })).json().user.email).toBe('alex.new@example.test')
    const again = await ctx.post('/api/user/email_confirmation', { token: link })
    expect(again.statusCode).toBe(400)
    expect(errorCodes(again)).toEqual(['email_change_token_invalid'])
  })

  it('refuses a malformed or taken address, and an unknown token, with 400 and the field', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const bad = await ctx.put('/api/user', { user: { email: 'not-an-address' } }, { token })
    expect([bad.statusCode, errorCodes(bad)]).toEqual([400, ['EMAIL_IS_INVALID']])
    const taken = await ctx.put('/api/user', { user: { email: 'admin@demo.test' } }, { token })
    expect([taken.statusCode, errorCodes(taken)]).toEqual([400, ['EMAIL_ALREADY_TAKEN']])
    const unknown = await ctx.post('/api/user/email_confirmation', { token: 'nope' })
    expect([unknown.statusCode, errorCodes(unknown)]).toEqual([400, ['email_change_token_invalid']])
    expect((await ctx.post('/api/user/email_confirmation', {})).statusCode).toBe(400)
    // The same address: nothing to confirm, nothing sent.
    const same = await ctx.put('/api/user', { user: { email: 'DRIVER@demo.test' } }, { token })
    expect(same.statusCode).toBe(200)
    expect(same.json().email_change).toBeUndefined()
  })

  it('keeps only the latest link working, in French for a French member', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    await ctx.put('/api/user', { user: { email: 'premier@example.test' } }, { token, lang: 'fr' })
    const first = tokenIn(JSON.parse((await lastMailTo('premier@example.test'))!.payload ?? '{}').text as string)
    await ctx.put('/api/user', { user: { email: 'second@example.test' } }, { token, lang: 'fr' })
    const second = await lastMailTo('second@example.test')
    expect(second?.subject).toBe('Montréal Autopartage : confirmez votre nouvelle adresse e-mail')
    expect((await ctx.post('/api/user/email_confirmation', { token: first })).statusCode).toBe(400)
    const ok = await ctx.post('/api/user/email_confirmation', { token: tokenIn(JSON.parse(second!.payload ?? '{}').text as string) })
    expect(ok.json().email_change.email).toBe('second@example.test')
  })
})
