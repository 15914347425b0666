import { z } from 'zod'
import { SearchCriteriaSchema } from '@/features/search/search-criteria-schema'

/** Alert card ("préviens-moi si une auto se libère..."): the search to keep alive; the card creates the alert once. */
export const AlertCreateCardPropsSchema = z.object({ criteria: SearchCriteriaSchema })
export type AlertCreateCardProps = z.infer<typeof AlertCreateCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'alert-create': AlertCreateCardProps
  }
}
