import { z } from 'zod'
import { VehicleSearchResultSchema } from '@contracts/vehicle'
import { SearchCriteriaSchema } from '@/features/search/search-criteria-schema'

/** Vehicle card: a result the driver picked, with the search it came from. */
export const VehicleCardPropsSchema = z.object({ result: VehicleSearchResultSchema, criteria: SearchCriteriaSchema })
export type VehicleCardProps = z.infer<typeof VehicleCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    vehicle: VehicleCardProps
  }
}
