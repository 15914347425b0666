import { z } from 'zod'
import { SearchCriteriaSchema } from '@/features/search/search-criteria-schema'

/** Carpool offers card: other members' carpools from a start station and time. */
export const CarpoolOffersCardPropsSchema = z.object({
  criteria: SearchCriteriaSchema,
  /** Where the passenger goes, as said: offers going there come first. */
  destinationText: z.string().nullable().default(null),
})
export type CarpoolOffersCardProps = z.infer<typeof CarpoolOffersCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'carpool-offers': z.input<typeof CarpoolOffersCardPropsSchema>
  }
}
