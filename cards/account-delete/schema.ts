import { z } from 'zod'

/** Delete account card (intent delete_account): no props. */
export const AccountDeleteCardPropsSchema = z.object({})
export type AccountDeleteCardProps = z.infer<typeof AccountDeleteCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'account-delete': AccountDeleteCardProps
  }
}
