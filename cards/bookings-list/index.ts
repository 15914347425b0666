import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { bookingsListPath } from './classic-path'
import { BookingsListCardPropsSchema, type BookingsListCardProps } from './schema'

export const bookingsListCard: CardDefinition<BookingsListCardProps> = {
  kind: 'bookings-list',
  schema: BookingsListCardPropsSchema,
  component: lazyCard(() => import('./bookings-list-card')),
  classicPath: (props) => bookingsListPath(props.scope),
}
