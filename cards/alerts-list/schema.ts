import { z } from 'zod'

/** The member's alerts ("mes alertes", "my alerts"), to read and delete. No props: it lists them all. */
export const AlertsListCardPropsSchema = z.object({})
export type AlertsListCardProps = z.infer<typeof AlertsListCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'alerts-list': AlertsListCardProps
  }
}
