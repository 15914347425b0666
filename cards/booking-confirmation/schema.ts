import { z } from 'zod'
import { CarpoolResultSchema, RentalSchema } from '@contracts/rental'
import { VehicleSchema } from '@contracts/vehicle'

/** Confirmation card: the rental created, or the carpool joined, and its vehicle. */
export const BookingConfirmationCardPropsSchema = z.object({
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('rental'), rental: RentalSchema, vehicle: VehicleSchema }),
    z.object({ kind: z.literal('carpool'), carpool: CarpoolResultSchema, vehicle: VehicleSchema }),
  ]),
})
export type BookingConfirmationCardProps = z.infer<typeof BookingConfirmationCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'booking-confirmation': BookingConfirmationCardProps
  }
}
