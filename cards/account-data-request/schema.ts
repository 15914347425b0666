import { z } from 'zod'

/** Personal data request card (intent request_personal_data): no props. */
export const AccountDataRequestCardPropsSchema = z.object({})
export type AccountDataRequestCardProps = z.infer<typeof AccountDataRequestCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'account-data-request': AccountDataRequestCardProps
  }
}
