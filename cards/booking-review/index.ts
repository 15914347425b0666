import type { CardDefinition } from '../registry'
import { BookingReviewCard } from './booking-review-card'
import { BookingReviewCardPropsSchema, type BookingReviewCardProps } from './schema'

export const bookingReviewCard: CardDefinition<BookingReviewCardProps> = {
  kind: 'booking-review',
  schema: BookingReviewCardPropsSchema,
  component: BookingReviewCard,
  classicPath: () => '/',
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
