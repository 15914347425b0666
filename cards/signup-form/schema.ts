import { z } from 'zod'

/** The signup card of account, personal details or licence details. */
export const SignupFormCardPropsSchema = z.object({ step: z.enum(['registration', 'personalDetails', 'licenseDetails']) })
export type SignupFormCardProps = z.infer<typeof SignupFormCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'signup-form': SignupFormCardProps
  }
}
