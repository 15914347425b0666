import { z } from 'zod'

/** Password reset card: a guest asks for the reset link (e-mailed) inside the conversation. */
export const PasswordResetCardPropsSchema = z.object({})
export type PasswordResetCardProps = z.infer<typeof PasswordResetCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'password-reset': PasswordResetCardProps
  }
}
