import { z } from 'zod'

/** Payment methods card (intent payment_methods): the cards, and the card form opened when the sentence asked to add one. */
export const PaymentMethodsCardPropsSchema = z.object({ action: z.enum(['add', 'list']).nullable() })
export type PaymentMethodsCardProps = z.infer<typeof PaymentMethodsCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'payment-methods': PaymentMethodsCardProps
  }
}
