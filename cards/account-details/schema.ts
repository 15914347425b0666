import { z } from 'zod'

/** Account details card (intent account_details): no props. */
export const AccountDetailsCardPropsSchema = z.object({})
export type AccountDetailsCardProps = z.infer<typeof AccountDetailsCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'account-details': AccountDetailsCardProps
  }
}
