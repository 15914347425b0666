import Stripe from 'stripe'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { ApiError, badRequest } from '../../errors'
import { ChargeFailed, type PaymentMember, type PaymentProvider, type ProviderCard } from './provider'

export interface StripeKeys {
  secretKey: string
  publishableKey: string
  /** Where the Stripe API answers; only set to point at a local server (tests, a proxy). */
  api?: { host: string; port: number; protocol: 'http' | 'https' }
}

/** Stripe's card errors become CARD_DECLINED (402) with Stripe's message; its request errors a 400. */
async function mapStripeErrors<T>(run: () => Promise<T>, field: string): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new ApiError(402, 'CARD_DECLINED', error.message, field)
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw badRequest('bad_request', field, error.message)
    throw error
  }
}

function toProviderCard(pm: Stripe.PaymentMethod): ProviderCard {
  if (!pm.card) throw badRequest('bad_request', 'stripe_card.stripe_payment_method_id', { fr: "ce moyen de paiement n'est pas une carte", en: 'not a card' })
  return { ref: pm.id, brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year, country: pm.card.country ?? null }
}

/** Cards through Stripe: a customer per member, setup intents for off-session use, payment methods read back for brand and expiry. */
export function stripeProvider(db: Kysely<Database>, keys: StripeKeys): PaymentProvider {
  const stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 1, timeout: 15_000, ...(keys.api ?? {}) })

  async function customerOf(member: PaymentMember): Promise<string> {
    const selectCustomer = () =>
      db.selectFrom('payment_customers').select('customer_ref').where('tenant_id', '=', member.tenantId).where('user_id', '=', member.userId).where('provider', '=', 'stripe')
    const known = await selectCustomer().executeTakeFirst()
    if (known) return known.customer_ref
    const customer = await stripe.customers.create({ email: member.email, metadata: { tenant_id: String(member.tenantId), user_id: String(member.userId) } })
    await db
      .insertInto('payment_customers')
      .values({ tenant_id: member.tenantId, user_id: member.userId, provider: 'stripe', customer_ref: customer.id, created_at: member.now })
      .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'provider']).doNothing())
      .execute()
    // Two first calls racing: keep whichever customer was stored first.
    return (await selectCustomer().executeTakeFirstOrThrow()).customer_ref
  }

  return {
    kind: 'stripe',
    publicKey: keys.publishableKey,
    async createSetupIntent(member) {
      const customer = await customerOf(member)
      const intent = await stripe.setupIntents.create({ customer, payment_method_types: ['card'], usage: 'off_session' })
      if (!intent.client_secret) throw new Error('Stripe returned a setup intent without client secret')
      return { id: intent.id, clientSecret: intent.client_secret }
    },
    async cardFromSetupIntent(member, setupIntentId, paymentMethodId) {
      const field = 'stripe_card.stripe_setup_intent_id'
      const customer = await customerOf(member)
      const intent = await mapStripeErrors(() => stripe.setupIntents.retrieve(setupIntentId), field)
      const intentCustomer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id
      const intentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id
      if (intentCustomer !== customer) throw badRequest('bad_request', field, { fr: "intention d'enregistrement d'un autre client", en: 'setup intent of another customer' })
      if (intent.status !== 'succeeded') throw new ApiError(402, 'CARD_DECLINED', intent.last_setup_error?.message, field)
      if (intentMethod !== paymentMethodId)
        throw badRequest('bad_request', 'stripe_card.stripe_payment_method_id', {
          fr: "moyen de paiement non confirmé par cette intention d'enregistrement",
          en: 'payment method not confirmed by this setup intent',
        })
      return toProviderCard(await mapStripeErrors(() => stripe.paymentMethods.retrieve(paymentMethodId), 'stripe_card.stripe_payment_method_id'))
    },
    async chargeOffSession(charge) {
      const customer = await customerOf(charge.member)
      try {
        // Stripe keeps an idempotency key 24 hours: a retry of the same charge within it returns the first answer.
        const intent = await stripe.paymentIntents.create(
          {
            amount: charge.amountCents,
            currency: charge.currency.toLowerCase(),
            customer,
            payment_method: charge.cardRef,
            off_session: true,
            confirm: true,
            description: charge.description,
            metadata: { tenant_id: String(charge.member.tenantId), user_id: String(charge.member.userId) },
          },
          { idempotencyKey: charge.idempotencyKey },
        )
        if (intent.status !== 'succeeded' && intent.status !== 'processing') throw new ChargeFailed(`payment ${intent.status}`)
        return { ref: intent.id }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw new ChargeFailed(error.message)
        throw error
      }
    },
    async refund(refund) {
      // The whole payment, under the operator's key: a repeated command refunds once.
      const made = await stripe.refunds.create({ payment_intent: refund.paymentRef, amount: refund.amountCents }, { idempotencyKey: refund.idempotencyKey })
      return { ref: made.id }
    },
    async cardFromToken(member, token) {
      const field = 'payment_card.stripe_token'
      const customer = await customerOf(member)
      const method = await mapStripeErrors(() => stripe.paymentMethods.create({ type: 'card', card: { token } }), field)
      return toProviderCard(await mapStripeErrors(() => stripe.paymentMethods.attach(method.id, { customer }), field))
    },
  }
}
