import { z } from 'zod'

/** The signup card of the payment card entry. */
export const SignupCardCardPropsSchema = z.object({ step: z.enum(['creditCard']) })
export type SignupCardCardProps = z.infer<typeof SignupCardCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'signup-card': SignupCardCardProps
  }
}
