import type { z } from 'zod'
import { RentalTargetPropsSchema } from '../bookings-shared/target-schema'

/** Booking detail card: the booking a sentence names (show_booking) or a list's row. */
export const BookingDetailCardPropsSchema = RentalTargetPropsSchema
export type BookingDetailCardProps = z.infer<typeof BookingDetailCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'booking-detail': BookingDetailCardProps
  }
}
