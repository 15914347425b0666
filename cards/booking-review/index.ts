import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { BookingReviewCardPropsSchema, type BookingReviewCardProps } from './schema'

export const bookingReviewCard: CardDefinition<BookingReviewCardProps> = {
  kind: 'booking-review',
  schema: BookingReviewCardPropsSchema,
  component: lazyCard(() => import('./booking-review-card')),
  classicPath: () => '/',
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
