import { StripeCardsResponseSchema, StripeCardResponseSchema, mainCard } from '@contracts/payment'
import { RentalsResponseSchema } from '@contracts/rental'
import { UserResponseSchema } from '@contracts/user'
import { DEMO_WEB_CLIENT_ID } from '@contracts/http'
import { createTestContext, errorCodes, DEMO_PASSWORD, type TestContext } from '../helpers'
import { testClock } from '../rentals/rental-helpers'

const clock = testClock()
let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read } })
})
afterAll(() => ctx.close())

async function lastMailTo(email: string) {
  return ctx.db.selectFrom('outbox').selectAll().where('channel', '=', 'email').where('recipient', '=', email).orderBy('id', 'desc').executeTakeFirst()
}

describe('POST /api/user/data_request', () => {
  it('answers 202 and mails a machine-readable export of everything held on the member', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const res = await ctx.post('/api/user/data_request', {}, { token })
    expect(res.statusCode).toBe(202)
    const mail = await lastMailTo('driver@demo.test')
    expect(mail?.subject).toContain('données personnelles')
    const data = JSON.parse(mail!.body.slice(mail!.body.indexOf('{')))
    expect(data.format).toBe('frontoffice-personal-data')
    expect(data.user).toMatchObject({ email: 'driver@demo.test', first_name: 'Camille', last_name: 'Tremblay' })
    expect(data.user).not.toHaveProperty('password_hash')
    const own = RentalsResponseSchema.parse((await ctx.get('/api/rentals', { token, query: { limit: '100' } })).json())
    expect(data.rentals).toHaveLength(own.meta.total)
    expect(data.carpools.length).toBeGreaterThan(0)
    expect(data.payment_cards).toEqual([{ brand: 'visa', last4: expect.stringMatching(/^\d{4}$/) }])
    expect(data.terms_acceptances.length).toBe(1)
    expect(Array.isArray(data.documents)).toBe(true)
  })

  it('writes the export in English for an English request and needs a member', async () => {
    const token = await ctx.tokenFor('driver2@demo.test')
    expect((await ctx.post('/api/user/data_request', {}, { token, lang: 'en' })).statusCode).toBe(202)
    expect((await lastMailTo('driver2@demo.test'))?.subject).toContain('your personal data')
    expect((await ctx.post('/api/user/data_request', {})).statusCode).toBe(401)
  })
})

describe('main card and card removal', () => {
  it('sets another card as main, deletes cards, and refuses another member card with 404', async () => {
    const token = await ctx.tokenFor('driver2@demo.test')
    const me = await ctx.userId('driver2@demo.test')
    const tenantId = await ctx.tenantId('demo')
    const spare = await ctx.db
      .insertInto('payment_cards')
      .values({
        tenant_id: tenantId,
        user_id: me,
        provider: 'offline',
        provider_ref: 'offline_test_spare',
        brand: 'visa',
        country: 'CA',
        last4: '1881',
        exp_month: 3,
        exp_year: 2031,
        set_as_default_at: null,
        deleted_at: null,
        created_at: clock.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    clock.now += 1000
    const res = await ctx.put(`/api/user/stripe_cards/${spare.id}/default`, {}, { token })
    expect(res.statusCode).toBe(200)
    expect(StripeCardResponseSchema.parse(res.json()).stripe_card).toMatchObject({ id: spare.id, last4: '1881', set_as_default_at: new Date(clock.now).toISOString() })
    const cards = StripeCardsResponseSchema.parse((await ctx.get('/api/user/stripe_cards', { token })).json()).stripe_cards
    expect(mainCard(cards)?.id).toBe(spare.id)

    const theirs = await ctx.db
      .selectFrom('payment_cards')
      .select('id')
      .where('user_id', '=', await ctx.userId('driver@demo.test'))
      .executeTakeFirstOrThrow()
    expect(errorCodes(await ctx.put(`/api/user/stripe_cards/${theirs.id}/default`, {}, { token }))).toEqual(['not_found'])
    expect((await ctx.del(`/api/user/stripe_cards/${theirs.id}`, { token })).statusCode).toBe(404)

    expect((await ctx.del(`/api/user/stripe_cards/${spare.id}`, { token })).statusCode).toBe(204)
    expect((await ctx.del(`/api/user/stripe_cards/${spare.id}`, { token })).statusCode).toBe(404)
    const left = StripeCardsResponseSchema.parse((await ctx.get('/api/user/stripe_cards', { token })).json()).stripe_cards
    expect(left.map((c) => c.last4)).toEqual(['4444'])
    expect(left[0].set_as_default_at).not.toBeNull()
  })
})

describe('DELETE /api/user', () => {
  it('is refused with user_rentals_user_has_rental while a booking is upcoming or in progress', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const res = await ctx.del('/api/user', { token })
    expect(res.statusCode).toBe(409)
    expect(errorCodes(res)).toEqual(['user_rentals_user_has_rental'])
    expect((await ctx.get('/api/user', { token })).statusCode).toBe(200)
  })

  it('is refused for a pending invoice, then erases the account, which can register again', async () => {
    const email = 'leaving@demo.test'
    const token = await ctx.tokenFor(email)
    const me = await ctx.userId(email)
    expect(errorCodes(await ctx.del('/api/user', { token }))).toEqual(['user_rentals_user_has_rental'])

    const { rentals } = RentalsResponseSchema.parse((await ctx.get('/api/rentals', { token })).json())
    for (const r of rentals) expect((await ctx.del(`/api/user/rentals/${r.id}`, { token })).statusCode).toBe(200)

    const tenantId = await ctx.tenantId('demo')
    const invoice = await ctx.db
      .insertInto('invoices')
      .values({ tenant_id: tenantId, user_id: me, rental_id: rentals[0].id, amount_cents: 2500, currency: 'CAD', status: 'pending', created_at: clock.now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const refused = await ctx.del('/api/user', { token })
    expect(refused.statusCode).toBe(409)
    expect(errorCodes(refused)).toEqual(['user_invoices_as_buyer_user_has_pending_invoice'])
    await ctx.db.updateTable('invoices').set({ status: 'paid' }).where('id', '=', invoice.id).execute()

    expect((await ctx.del('/api/user', { token })).statusCode).toBe(204)
    // The session is gone, and the login with it.
    expect((await ctx.get('/api/user', { token })).statusCode).toBe(401)
    const login = await ctx.post('/api/oauth2/token', { grant_type: 'password', username: email, password: DEMO_PASSWORD, client_id: DEMO_WEB_CLIENT_ID })
    expect(login.statusCode).toBeGreaterThanOrEqual(400)

    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', me).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ first_name: null, last_name: null, cell_phone: null, address_line1: null, driving_licence_number: null, password_hash: null, roles: '[]' })
    expect(row.email).not.toBe(email)
    expect(row.deleted_at).not.toBeNull()
    const kept = await ctx.db.selectFrom('rentals').select(['id', 'driver_id']).where('driver_id', '=', me).execute()
    expect(kept).toHaveLength(rentals.length)

    const again = await ctx.post('/api/user', { user: { email, password: 'Nouveau-2026!', tos_accepted: true } })
    expect(again.statusCode).toBe(201)
  })
})

describe('phone change from account details', () => {
  it('parks the new number, sends a code to it, and switches once the code is confirmed', async () => {
    const token = await ctx.tokenFor('driver2@demo.test')
    const before = UserResponseSchema.parse((await ctx.get('/api/user', { token })).json()).user.cell_phone
    const put = await ctx.put('/api/user', { user: { cell_phone: '+15145550111' } }, { token })
    expect(put.statusCode).toBe(200)
    expect(UserResponseSchema.parse(put.json()).user.cell_phone).toBe(before)

    clock.now += 61_000
    expect((await ctx.post('/api/user/sms_code', { sms_code: { cell_phone: '+15145550111' } }, { token })).statusCode).toBe(201)
    const sms = await ctx.db.selectFrom('outbox').selectAll().where('channel', '=', 'sms').where('recipient', '=', '+15145550111').orderBy('id', 'desc').executeTakeFirstOrThrow()
    const code = /\b(\d{6})\b/.exec(sms.body)![1]

    const wrong = await ctx.put('/api/user/sms_code', { sms_code: { code: code === '000000' ? '111111' : '000000' } }, { token })
    expect(errorCodes(wrong)).toEqual(['INVALID_SMS_CODE'])
    const ok = await ctx.put('/api/user/sms_code', { sms_code: { code } }, { token })
    expect(ok.statusCode).toBe(200)
    expect(UserResponseSchema.parse(ok.json()).user.cell_phone).toBe('+15145550111')
  })
})
