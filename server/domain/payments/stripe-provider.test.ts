import { insertUser } from '../../testing/insert-rows'
import { ENGINES } from '../../testing/test-database'
import { useTestTenantDatabase } from '../../testing/use-test-database'
import { addCardFromSetupIntent, addCardFromToken, startCardSetup } from './cards'
import { paymentProviderFor } from './provider-for-tenant'
import { startStripeDouble, type StripeDouble } from './testing/stripe-double'

const NOW = Date.UTC(2025, 4, 15, 10)

// The Stripe provider against a local double of Stripe's HTTP API: it shows the calls we make and how
// we read Stripe's answers and card errors; a run against Stripe's test mode needs network and keys.
describe.each(ENGINES)('Stripe provider on %s', (engine) => {
  const t = useTestTenantDatabase(engine, 'payments')
  let stripe: StripeDouble

  beforeAll(async () => {
    stripe = await startStripeDouble()
  })
  afterAll(async () => {
    await stripe.close()
  })

  const provider = () => paymentProviderFor(t.db, { secretKey: 'sk_test_tenant', publishableKey: 'pk_test_tenant', api: stripe.api }, null)

  it('is chosen when keys exist, tenant keys first', () => {
    expect(paymentProviderFor(t.db, null, null).kind).toBe('offline')
    expect(paymentProviderFor(t.db, null, { secretKey: 'sk_env', publishableKey: 'pk_env' }).publicKey).toBe('pk_env')
    expect(paymentProviderFor(t.db, { secretKey: 'sk_t', publishableKey: 'pk_t' }, { secretKey: 'sk_env', publishableKey: 'pk_env' }).publicKey).toBe('pk_t')
  })

  it('creates one customer per member, a setup intent, and reads the confirmed card back', async () => {
    const userId = await insertUser(t.db, t.tenantId, { email: 'card@example.test' })
    const member = { tenantId: t.tenantId, userId, email: 'card@example.test', now: NOW }
    stripe.requests.length = 0
    const intent = await startCardSetup(t.db, provider(), member)
    expect(intent).toEqual({ id: 'seti_double', clientSecret: 'seti_double_secret_abc' })
    const card = await addCardFromSetupIntent(t.db, provider(), member, 'seti_double', 'pm_double')
    expect(card).toMatchObject({ provider: 'stripe', provider_ref: 'pm_double', brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031, country: 'CA', set_as_default_at: NOW })
    expect(stripe.requests.map((r) => r.line)).toEqual(['POST /v1/customers', 'POST /v1/setup_intents', 'GET /v1/setup_intents/seti_double', 'GET /v1/payment_methods/pm_double'])
    expect(stripe.requests[0].auth).toBe('Bearer sk_test_tenant')
    expect(stripe.requests[1].form.get('customer')).toBe('cus_double')
    expect(stripe.requests[1].form.get('usage')).toBe('off_session')
  })

  it('refuses a setup intent Stripe did not confirm, with CARD_DECLINED (402)', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    const member = { tenantId: t.tenantId, userId, email: 'x@example.test', now: NOW }
    await startCardSetup(t.db, provider(), member)
    stripe.setupStatus = 'requires_payment_method'
    await expect(addCardFromSetupIntent(t.db, provider(), member, 'seti_double', 'pm_double')).rejects.toMatchObject({
      statusCode: 402,
      code: 'CARD_DECLINED',
      detail: 'Your card was declined.',
    })
    stripe.setupStatus = 'succeeded'
  })

  it('turns a token into an attached card, and a declined token into CARD_DECLINED', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    const member = { tenantId: t.tenantId, userId, email: 'y@example.test', now: NOW }
    await expect(addCardFromToken(t.db, provider(), member, 'tok_chargeDeclined')).rejects.toMatchObject({ statusCode: 402, code: 'CARD_DECLINED' })
    const card = await addCardFromToken(t.db, provider(), member, 'tok_visa')
    expect(card).toMatchObject({ provider_ref: 'pm_from_token', last4: '5556' })
    const attach = stripe.requests.find((r) => r.line === 'POST /v1/payment_methods/pm_from_token/attach')
    expect(attach?.form.get('customer')).toBe('cus_double')
  })
})
