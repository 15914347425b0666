import { z } from 'zod'
import { CarpoolResultSchema } from '@contracts/rental'
import { VehicleSchema, VehicleSearchResultSchema } from '@contracts/vehicle'
import { SearchCriteriaSchema } from '@/features/search/search-criteria-schema'

/** Booking review card: a rental to create from a result, or another member's carpool to join. */
export const BookingReviewCardPropsSchema = z.object({
  result: VehicleSearchResultSchema.nullable(),
  carpool: CarpoolResultSchema.nullable(),
  vehicle: VehicleSchema,
  criteria: SearchCriteriaSchema.nullable(),
})
export type BookingReviewCardProps = z.infer<typeof BookingReviewCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'booking-review': BookingReviewCardProps
  }
}
