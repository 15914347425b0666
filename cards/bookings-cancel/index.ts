import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { BookingsCancelCardPropsSchema, type BookingsCancelCardProps } from './schema'

export const bookingsCancelCard: CardDefinition<BookingsCancelCardProps> = {
  kind: 'bookings-cancel',
  schema: BookingsCancelCardPropsSchema,
  component: lazyCard(() => import('./bookings-cancel-card')),
  classicPath: (props) => (props.rentalId ? `/account/bookings/${props.rentalId}?page=bookings` : '/account/bookings'),
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
