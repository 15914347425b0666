import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { BookingsCancelCardPropsSchema, type BookingsCancelCardProps } from './schema'
import { paths } from '@/core/paths'

export const bookingsCancelCard: CardDefinition<BookingsCancelCardProps> = {
  kind: 'bookings-cancel',
  schema: BookingsCancelCardPropsSchema,
  component: lazyCard(() => import('./bookings-cancel-card')),
  classicPath: (props) => (props.rentalId ? paths.booking(props.rentalId) : paths.bookings),
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
