import type { CardDefinition } from '../registry'
import { BookingConfirmationCard } from './booking-confirmation-card'
import { BookingConfirmationCardPropsSchema, type BookingConfirmationCardProps } from './schema'

export const bookingConfirmationCard: CardDefinition<BookingConfirmationCardProps> = {
  kind: 'booking-confirmation',
  schema: BookingConfirmationCardPropsSchema,
  component: BookingConfirmationCard,
  classicPath: () => '/account/bookings',
  isStale: (_props, ctx) => !ctx.isLatest,
}
