import type { z } from 'zod'
import { RentalTargetPropsSchema } from '../bookings-shared/target-schema'

/** Cancel card: the booking a sentence names ("cancel my friday booking"). */
export const BookingsCancelCardPropsSchema = RentalTargetPropsSchema
export type BookingsCancelCardProps = z.infer<typeof BookingsCancelCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'bookings-cancel': BookingsCancelCardProps
  }
}
