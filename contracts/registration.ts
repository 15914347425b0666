import { z } from 'zod'
import { InstantSchema } from './common'
import { WorkflowStepSchema } from './user'

/** POST /user/sms_code answer: where the code went (E.164) and until when it works. */
export const SmsCodeSentResponseSchema = z.object({ sms_code: z.object({ cell_phone: z.string(), expires_at: InstantSchema }) })

/**
 * POST /user/registration_step/complete: the driver's "next" on a document step whose uploads are
 * all optional (a step with required uploads moves on by itself once they exist). Answers `{user}`.
 */
export const CompleteRegistrationStepBodySchema = z.object({ registration_step: z.object({ step: WorkflowStepSchema }) })

/**
 * POST /user/offline_payment_methods: the offline provider's card form, used when GET /stripe_key
 * answers provider "offline". The server keeps brand, last4 and expiry only.
 */
export const OfflinePaymentMethodBodySchema = z.object({
  offline_payment_method: z.object({
    number: z.string().max(32),
    exp_month: z.coerce.number().int(),
    /** Two or four digits. */
    exp_year: z.coerce.number().int(),
    cvc: z.string().max(8),
    billing_name: z.string().max(255).nullish(),
  }),
})
export type OfflinePaymentMethodBody = z.infer<typeof OfflinePaymentMethodBodySchema>

/** Its answer: `id` is then sent as stripe_card.stripe_payment_method_id (or payment_card.stripe_token). */
export const OfflinePaymentMethodResponseSchema = z.object({
  offline_payment_method: z.object({ id: z.string(), brand: z.string(), last4: z.string().length(4), exp_month: z.number().int(), exp_year: z.number().int() }),
})

/** The offline provider's documented test numbers: the first two succeed, the last is declined (CARD_DECLINED, 402). */
export const OFFLINE_TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
} as const
