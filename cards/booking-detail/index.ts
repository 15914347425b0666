import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { BookingDetailCardPropsSchema, type BookingDetailCardProps } from './schema'
import { paths } from '@/core/paths'

export const bookingDetailCard: CardDefinition<BookingDetailCardProps> = {
  kind: 'booking-detail',
  schema: BookingDetailCardPropsSchema,
  component: lazyCard(() => import('./booking-detail-card')),
  classicPath: (props) => (props.rentalId ? paths.booking(props.rentalId) : paths.bookings),
}
