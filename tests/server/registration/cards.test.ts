import { OFFLINE_TEST_CARDS } from '@contracts/registration'
import { StripeCardsResponseSchema } from '@contracts/payment'
import { errorCodes, type TestContext } from '../helpers'
import { newMember } from '../search/search-helpers'
import { createRegistrationContext, patchTenantSettings, signUp } from './registration-helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createRegistrationContext()
})
afterAll(() => ctx.close())

const typeCard = (token: string, number: string, over: Record<string, unknown> = {}) =>
  ctx.post('/api/user/offline_payment_methods', { offline_payment_method: { number, exp_month: 11, exp_year: 2032, cvc: '123', billing_name: 'Ada Lovelace', ...over } }, { token })
const setupIntent = async (token: string) => (await ctx.post('/api/user/stripe_setup_intents', {}, { token })).json().stripe_setup_intent as { id: string; client_secret: string }
const saveCard = (token: string, intentId: string, methodId: string) =>
  ctx.post('/api/user/stripe_cards', { stripe_card: { stripe_setup_intent_id: intentId, stripe_payment_method_id: methodId } }, { token })

describe('cards with the offline provider', () => {
  it('names the offline provider in GET /stripe_key when no Stripe key is configured', async () => {
    const res = await ctx.get('/api/stripe_key', { token: await ctx.guestToken() })
    expect(res.json()).toEqual({ stripe_key: { public: null, provider: 'offline' } })
  })

  it('accepts 4242 4242 4242 4242 and 5555 5555 5555 4444, the first becoming the main card', async () => {
    const { token } = await signUp(ctx)
    const intent = await setupIntent(token)
    expect(intent.id).toMatch(/^seti_offline_/)
    const visa = await typeCard(token, '4242 4242 4242 4242')
    expect(visa.statusCode).toBe(201)
    expect(visa.json().offline_payment_method).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 11, exp_year: 2032 })
    const saved = await saveCard(token, intent.id, visa.json().offline_payment_method.id)
    expect(saved.statusCode).toBe(201)
    expect(saved.json().stripe_card).toMatchObject({ brand: 'visa', last4: '4242', expiration_time: '2032-11-30T23:59:59.999Z' })
    expect(saved.json().stripe_card.set_as_default_at).not.toBeNull()

    const mastercard = await typeCard(token, OFFLINE_TEST_CARDS.mastercard, { exp_year: 33, cvc: '999' })
    const second = await saveCard(token, (await setupIntent(token)).id, mastercard.json().offline_payment_method.id)
    expect(second.json().stripe_card).toMatchObject({ brand: 'mastercard', last4: '4444', exp_year: 2033, set_as_default_at: null })

    const list = StripeCardsResponseSchema.parse((await ctx.get('/api/user/stripe_cards', { token })).json())
    expect(list.stripe_cards.map((c) => c.last4)).toEqual(['4242', '4444'])
    // The account engineer's "set main" call reorders the list (cards sorted by set_as_default_at desc).
    await ctx.put(`/api/user/stripe_cards/${second.json().stripe_card.id}/default`, {}, { token })
    expect((await ctx.get('/api/user/stripe_cards', { token })).json().stripe_cards.map((c: { last4: string }) => c.last4)).toEqual(['4444', '4242'])
  })

  it('declines 4000 0000 0000 0002 with CARD_DECLINED (402) and saves nothing', async () => {
    const { token } = await signUp(ctx)
    const res = await typeCard(token, OFFLINE_TEST_CARDS.declined)
    expect(res.statusCode).toBe(402)
    expect(errorCodes(res)).toEqual(['CARD_DECLINED'])
    expect((await ctx.get('/api/user/stripe_cards', { token })).json().stripe_cards).toEqual([])
  })

  it('refuses an expired card, a number failing Luhn and a short CVC, in the member language', async () => {
    const { token } = await signUp(ctx)
    const expired = await ctx.post(
      '/api/user/offline_payment_methods',
      { offline_payment_method: { number: OFFLINE_TEST_CARDS.visa, exp_month: 1, exp_year: 2020, cvc: '123' } },
      { token, lang: 'en' },
    )
    expect(expired.statusCode).toBe(400)
    expect(expired.json().errors[0]).toMatchObject({ field: 'offline_payment_method.exp_year' })
    const luhn = await typeCard(token, '4242 4242 4242 4243')
    expect(luhn.json().errors[0]).toMatchObject({ field: 'offline_payment_method.number', detail: 'Le numéro de carte est invalide.' })
    expect((await typeCard(token, OFFLINE_TEST_CARDS.visa, { cvc: '1' })).json().errors[0].field).toBe('offline_payment_method.cvc')
  })

  it('never lets a member use another member’s setup intent or payment method', async () => {
    const alice = await signUp(ctx)
    const bob = await signUp(ctx)
    const intent = await setupIntent(alice.token)
    const method = (await typeCard(bob.token, OFFLINE_TEST_CARDS.visa)).json().offline_payment_method
    expect((await saveCard(alice.token, intent.id, method.id)).statusCode).toBe(400)
    expect((await saveCard(bob.token, intent.id, method.id)).statusCode).toBe(400)
  })

  it('adds a card from a token through POST /user/payment_cards', async () => {
    const { token } = await signUp(ctx)
    const method = (await typeCard(token, OFFLINE_TEST_CARDS.visa)).json().offline_payment_method
    const res = await ctx.post('/api/user/payment_cards', { payment_card: { stripe_token: method.id } }, { token })
    expect(res.statusCode).toBe(201)
    expect(res.json().payment_card).toMatchObject({ last4: '4242', brand: 'visa' })
  })

  it('lists the seeded cards of a driver and needs a member token', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    expect((await ctx.get('/api/user/stripe_cards', { token })).json().stripe_cards.length).toBeGreaterThan(0)
    expect((await ctx.get('/api/user/stripe_cards', { token: await ctx.guestToken() })).statusCode).toBe(401)
  })
})

describe('cards with Stripe keys', () => {
  afterAll(async () => patchTenantSettings(ctx, 'demo', (s) => ({ ...s, stripe: null })))

  it('announces the tenant publishable key and refuses the offline form', async () => {
    await patchTenantSettings(ctx, 'demo', (s) => ({ ...s, stripe: { publishable_key: 'pk_test_tenant', secret_key: 'sk_test_tenant' } }))
    expect((await ctx.get('/api/stripe_key', { token: await ctx.guestToken() })).json()).toEqual({ stripe_key: { public: 'pk_test_tenant', provider: 'stripe' } })
    const { token } = await signUp(ctx)
    expect((await typeCard(token, OFFLINE_TEST_CARDS.visa)).statusCode).toBe(400)
  })
})

describe('cards on a tenant whose payments are off (simple)', () => {
  const simple = { host: 'simple.localhost' }
  const cardCount = async (userId: number) => (await ctx.db.selectFrom('payment_cards').select('id').where('user_id', '=', userId).where('deleted_at', 'is', null).execute()).length
  afterAll(async () => ctx.updateTenantSettings('simple', (s) => void (s.features.payment_card_required = false)))

  it('refuses every card-storing call with 404 not_found, as carpooling off does, and stores nothing', async () => {
    // One card stored before payments were turned off: still listed, never made main again.
    const member = await newMember(ctx, { slug: 'simple' })
    const options = { ...simple, token: member.token }
    const offline = await ctx.post(
      '/api/user/offline_payment_methods',
      { offline_payment_method: { number: OFFLINE_TEST_CARDS.visa, exp_month: 11, exp_year: 2032, cvc: '123' } },
      options,
    )
    expect(offline.statusCode).toBe(404)
    expect(errorCodes(offline)).toEqual(['not_found'])
    expect((await ctx.post('/api/user/stripe_setup_intents', {}, options)).statusCode).toBe(404)
    expect((await ctx.post('/api/user/stripe_cards', { stripe_card: { stripe_setup_intent_id: 'seti_x', stripe_payment_method_id: 'pm_x' } }, options)).statusCode).toBe(404)
    expect((await ctx.post('/api/user/payment_cards', { payment_card: { stripe_token: 'tok_visa' } }, options)).statusCode).toBe(404)
    const [old] = (await ctx.get('/api/user/stripe_cards', options)).json().stripe_cards as { id: number }[]
    expect((await ctx.put(`/api/user/stripe_cards/${old!.id}/default`, {}, options)).statusCode).toBe(404)
    expect(await cardCount(member.id)).toBe(1)
    expect(await ctx.db.selectFrom('offline_payment_methods').select('id').where('user_id', '=', member.id).execute()).toEqual([])
  })

  it('keeps the card list readable, and the card calls open when a card is required at booking', async () => {
    const member = await newMember(ctx, { slug: 'simple', withCard: false })
    const options = { ...simple, token: member.token }
    expect((await ctx.get('/api/user/stripe_cards', options)).json()).toEqual({ stripe_cards: [] })
    // payment_card_required alone counts as payments on, as on the client's payment-method screen.
    await ctx.updateTenantSettings('simple', (s) => void (s.features.payment_card_required = true))
    const offline = await ctx.post(
      '/api/user/offline_payment_methods',
      { offline_payment_method: { number: OFFLINE_TEST_CARDS.visa, exp_month: 11, exp_year: 2032, cvc: '123' } },
      options,
    )
    expect(offline.statusCode).toBe(201)
    const saved = await ctx.post('/api/user/payment_cards', { payment_card: { stripe_token: offline.json().offline_payment_method.id } }, options)
    expect(saved.statusCode).toBe(201)
    expect(await cardCount(member.id)).toBe(1)
  })
})
