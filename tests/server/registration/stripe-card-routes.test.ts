import { startStripeDouble, type StripeDouble } from '../../../server/domain/payments/testing/stripe-double'
import { errorCodes, type TestContext } from '../helpers'
import { createRegistrationContext, patchTenantSettings, signUp } from './registration-helpers'

/**
 * The card routes of a tenant with Stripe keys, their Stripe calls answered by the Stripe double (a
 * local HTTP server in Stripe's shapes): what the server sends Stripe for each of the spec's card calls.
 */
let ctx: TestContext
let stripe: StripeDouble
beforeAll(async () => {
  stripe = await startStripeDouble()
  ctx = await createRegistrationContext({ adapters: { stripeApi: stripe.api } })
  await patchTenantSettings(ctx, 'demo', (s) => ({ ...s, stripe: { publishable_key: 'pk_test_routes', secret_key: 'sk_test_routes' } }))
})
afterAll(async () => {
  await ctx.close()
  await stripe.close()
})
beforeEach(() => {
  stripe.requests.length = 0
})

const cardsOf = async (token: string) => (await ctx.get('/api/user/stripe_cards', { token })).json().stripe_cards as Array<{ last4: string; brand: string }>

describe('POST /user/payment_cards with a Stripe token', () => {
  it('makes the token a payment method attached to the member’s customer, and saves the card', async () => {
    const { token } = await signUp(ctx)
    const res = await ctx.post('/api/user/payment_cards', { payment_card: { stripe_token: 'tok_visa' } }, { token })
    expect(res.statusCode).toBe(201)
    expect(res.json().payment_card).toMatchObject({ brand: 'visa', last4: '5556' })
    expect(stripe.requests.map((r) => r.line)).toEqual(['POST /v1/customers', 'POST /v1/payment_methods', 'POST /v1/payment_methods/pm_from_token/attach'])
    expect(stripe.requests[1].form.get('card[token]')).toBe('tok_visa')
    expect(stripe.requests[2].form.get('customer')).toBe('cus_double')
    expect(stripe.requests.every((r) => r.auth === 'Bearer sk_test_routes')).toBe(true)
    expect(await cardsOf(token)).toMatchObject([{ last4: '5556' }])
  })

  it('answers a declined token with 402 CARD_DECLINED on payment_card.stripe_token and saves nothing', async () => {
    const { token } = await signUp(ctx)
    const res = await ctx.post('/api/user/payment_cards', { payment_card: { stripe_token: 'tok_chargeDeclined' } }, { token })
    expect(res.statusCode).toBe(402)
    expect(errorCodes(res)).toContain('CARD_DECLINED')
    expect(res.json().errors[0]).toMatchObject({ field: 'payment_card.stripe_token' })
    expect(await cardsOf(token)).toEqual([])
  })
})

describe('the setup-intent calls the app sends', () => {
  it('starts a setup intent, then saves the card Stripe confirmed for it after asking Stripe', async () => {
    const { token } = await signUp(ctx)
    const intent = await ctx.post('/api/user/stripe_setup_intents', {}, { token })
    expect(intent.statusCode).toBe(201)
    expect(intent.json()).toEqual({ stripe_setup_intent: { id: 'seti_double', client_secret: 'seti_double_secret_abc' } })
    const saved = await ctx.post('/api/user/stripe_cards', { stripe_card: { stripe_setup_intent_id: 'seti_double', stripe_payment_method_id: 'pm_double' } }, { token })
    expect(saved.statusCode).toBe(201)
    expect(saved.json().stripe_card).toMatchObject({ brand: 'visa', last4: '4242' })
    expect(stripe.requests.map((r) => r.line)).toEqual(['POST /v1/customers', 'POST /v1/setup_intents', 'GET /v1/setup_intents/seti_double', 'GET /v1/payment_methods/pm_double'])
  })
})
