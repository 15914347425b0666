import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { BookingsModifyCardPropsSchema, type BookingsModifyCardProps } from './schema'
import { paths } from '@/core/paths'

export const bookingsModifyCard: CardDefinition<BookingsModifyCardProps> = {
  kind: 'bookings-modify',
  schema: BookingsModifyCardPropsSchema,
  component: lazyCard(() => import('./bookings-modify-card')),
  classicPath: (props) => (props.rentalId ? paths.booking(props.rentalId) : paths.bookings),
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
