import { z } from 'zod'
import { RentalTargetPropsSchema } from '../bookings-shared/target-schema'

/** Modify card: the booking named and the new times the intent engine understood (ISO, or null). */
export const BookingsModifyCardPropsSchema = RentalTargetPropsSchema.extend({
  startDate: z.iso.datetime({ offset: true }).nullable(),
  endDate: z.iso.datetime({ offset: true }).nullable(),
})
export type BookingsModifyCardProps = z.infer<typeof BookingsModifyCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'bookings-modify': BookingsModifyCardProps
  }
}
