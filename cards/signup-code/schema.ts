import { z } from 'zod'

/** The signup card of the phone number and its six-digit SMS code. */
export const SignupCodeCardPropsSchema = z.object({ step: z.enum(['phoneNumber']) })
export type SignupCodeCardProps = z.infer<typeof SignupCodeCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'signup-code': SignupCodeCardProps
  }
}
