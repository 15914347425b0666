import { z } from 'zod'
import { IdSchema } from './common'

export const PaymentCardSchema = z.object({
  id: IdSchema,
  brand: z.string(),
  country: z.string().nullable(),
  last4: z.string().length(4),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  code: z.string().nullable(),
  expiration_time: z.string(),
  set_as_default_at: z.string().nullable(),
})
export type PaymentCard = z.infer<typeof PaymentCardSchema>
export const StripeCardsResponseSchema = z.object({ stripe_cards: z.array(PaymentCardSchema) })
export const StripeCardResponseSchema = z.object({ stripe_card: PaymentCardSchema })
export const SetupIntentResponseSchema = z.object({ stripe_setup_intent: z.object({ id: z.string(), client_secret: z.string() }) })
export const CreateStripeCardBodySchema = z.object({
  stripe_card: z.object({ stripe_setup_intent_id: z.string(), stripe_payment_method_id: z.string() }),
})
export const CreatePaymentCardBodySchema = z.object({ payment_card: z.object({ stripe_token: z.string() }) })
/** `public` is null when the tenant has no Stripe keys: the offline card provider is used. */
export const StripeKeyResponseSchema = z.object({ stripe_key: z.object({ public: z.string().nullable(), provider: z.enum(['stripe', 'offline']) }) })

export { mainCard } from './card-rules'
