import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { BookingsModifyCardPropsSchema, type BookingsModifyCardProps } from './schema'

export const bookingsModifyCard: CardDefinition<BookingsModifyCardProps> = {
  kind: 'bookings-modify',
  schema: BookingsModifyCardPropsSchema,
  component: lazyCard(() => import('./bookings-modify-card')),
  classicPath: (props) => (props.rentalId ? `/account/bookings/${props.rentalId}?page=bookings` : '/account/bookings'),
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
