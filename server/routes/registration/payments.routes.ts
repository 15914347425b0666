import type { FastifyRequest } from 'fastify'
import {
  CreatePaymentCardBodySchema,
  CreateStripeCardBodySchema,
  PaymentCardSchema,
  SetupIntentResponseSchema,
  StripeCardResponseSchema,
  StripeCardsResponseSchema,
  StripeKeyResponseSchema,
} from '@contracts/payment'
import { OfflinePaymentMethodBodySchema, OfflinePaymentMethodResponseSchema } from '@contracts/registration'
import { requireGuestOrMember, requireMember } from '../../context/auth'
import { activeMember, feature, member } from '../../context/guards'
import type { UserRow } from '../../db/schema'
import { addCardFromSetupIntent, addCardFromToken, listCards, startCardSetup, toWireCard } from '../../domain/payments/cards'
import { createOfflinePaymentMethod } from '../../domain/payments/offline-card-form'
import { paymentProviderFor } from '../../domain/payments/provider-for-tenant'
import type { PaymentMember } from '../../domain/payments/provider'
import { advanceIfSatisfied } from '../../domain/registration/advance'
import { badRequest } from '../../errors'
import { defineRoutes } from '../../http/route-module'
import { workflowContext } from './workflow-context'
import { z } from 'zod'
import { declared } from '../../http/declared-routes'

// The spec's older name answers the card under both keys.
const PaymentCardAnswer = z.object({ payment_card: PaymentCardSchema, stripe_card: PaymentCardSchema })

/** Payment cards through Stripe when keys exist (tenant's, else the deployment's), else the offline provider. */
export default defineRoutes(async (app) => {
  /**
   * Storing a card needs payments on, or a required card (at booking): the same test as the
   * client's payment-method screen. Lists stay readable (empty or old cards) so screens never break.
   */
  const cardOwner = [member, feature('payments', 'payment_card_required'), activeMember]
  const providerOf = (request: FastifyRequest) => {
    const tenantKeys = request.tenant.settings.stripe
    const api = app.adapters.stripeApi
    return paymentProviderFor(app.db, tenantKeys ? { secretKey: tenantKeys.secret_key, publishableKey: tenantKeys.publishable_key, api } : null, { ...app.config.stripe, api })
  }
  // The offline card form exists only where no Stripe keys are set: before its body is read.
  const offlineProvider = (request: FastifyRequest) => {
    if (providerOf(request).kind !== 'offline')
      throw badRequest('bad_request', 'offline_payment_method', { fr: 'cette plateforme enregistre les cartes par Stripe', en: 'this platform takes cards through Stripe' })
  }
  const memberOf = (request: FastifyRequest, user: UserRow): PaymentMember => ({ tenantId: request.tenant.id, userId: user.id, email: user.email, now: app.adapters.clock() })

  app.get(
    '/stripe_key',
    { schema: declared({ summary: 'The Stripe publishable key of the tenant.', bearer: true, response: { 200: StripeKeyResponseSchema } }) },
    async (request) => {
      await requireGuestOrMember(request)
      const provider = providerOf(request)
      return { stripe_key: { public: provider.publicKey, provider: provider.kind } }
    },
  )

  app.post(
    '/user/stripe_setup_intents',
    { schema: declared({ summary: 'Starts saving a card with Stripe (a setup intent).', bearer: true, guard: cardOwner, response: { 201: SetupIntentResponseSchema } }) },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const intent = await startCardSetup(app.db, providerOf(request), memberOf(request, user))
      return reply.code(201).send({ stripe_setup_intent: { id: intent.id, client_secret: intent.clientSecret } })
    },
  )

  app.get('/user/stripe_cards', { schema: declared({ summary: "The member's saved cards.", bearer: true, response: { 200: StripeCardsResponseSchema } }) }, async (request) => {
    const { user } = await requireMember(request)
    const cards = await listCards(app.db, { tenantId: request.tenant.id, userId: user.id })
    return { stripe_cards: cards.map(toWireCard) }
  })

  /** A card confirmed through a setup intent; during the card step it completes the registration step. */
  app.post(
    '/user/stripe_cards',
    {
      schema: declared({
        summary: 'Saves a card confirmed with Stripe.',
        bearer: true,
        guard: cardOwner,
        body: CreateStripeCardBodySchema,
        response: { 201: StripeCardResponseSchema },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const { stripe_card: body } = request.body
      const card = await addCardFromSetupIntent(app.db, providerOf(request), memberOf(request, user), body.stripe_setup_intent_id, body.stripe_payment_method_id)
      await advanceIfSatisfied(workflowContext(request, user))
      return reply.code(201).send({ stripe_card: toWireCard(card) })
    },
  )

  /** The older token call: a one-time card token (Stripe `tok_...`, or an offline payment method id). */
  app.post(
    '/user/payment_cards',
    {
      schema: declared({
        summary: 'Saves a card from a one-time token (a Stripe tok_..., or an offline payment method id).',
        bearer: true,
        guard: cardOwner,
        body: CreatePaymentCardBodySchema,
        response: { 201: PaymentCardAnswer },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const { payment_card: body } = request.body
      const card = await addCardFromToken(app.db, providerOf(request), memberOf(request, user), body.stripe_token)
      await advanceIfSatisfied(workflowContext(request, user))
      return reply.code(201).send({ payment_card: toWireCard(card), stripe_card: toWireCard(card) })
    },
  )

  /** The offline provider's card form: 400 on a bad number, expiry or CVC, 402 CARD_DECLINED on the declined test numbers. */
  app.post(
    '/user/offline_payment_methods',
    {
      schema: declared({
        summary: "Registers a card with the offline provider's form (number, expiry, CVC), where no Stripe keys are set.",
        bearer: true,
        guard: [...cardOwner, offlineProvider],
        body: OfflinePaymentMethodBodySchema,
        response: { 201: OfflinePaymentMethodResponseSchema },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const { offline_payment_method: body } = request.body
      const language = user.language === 'en' || user.language === 'fr' ? user.language : request.lang
      const method = await createOfflinePaymentMethod(app.db, { tenantId: request.tenant.id, userId: user.id, now: app.adapters.clock(), language }, body)
      return reply.code(201).send({ offline_payment_method: method })
    },
  )
})
