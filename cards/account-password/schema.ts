import { z } from 'zod'

/** Change password card (intent change_password): no props. */
export const AccountPasswordCardPropsSchema = z.object({})
export type AccountPasswordCardProps = z.infer<typeof AccountPasswordCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'account-password': AccountPasswordCardProps
  }
}
