import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { BookingConfirmationCardPropsSchema, type BookingConfirmationCardProps } from './schema'
import { paths } from '@/core/paths'

export const bookingConfirmationCard: CardDefinition<BookingConfirmationCardProps> = {
  kind: 'booking-confirmation',
  schema: BookingConfirmationCardPropsSchema,
  component: lazyCard(() => import('./booking-confirmation-card')),
  classicPath: () => paths.bookings,
  isStale: (_props, ctx) => !ctx.isLatest,
}
