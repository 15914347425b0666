import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { TripCardPropsSchema, type TripCardProps } from './schema'
import { paths } from '@/core/paths'

// Lazy: the trip's views load when a trip card first shows, never with the chat's first load.
export const tripCard: CardDefinition<TripCardProps> = {
  kind: 'trip',
  schema: TripCardPropsSchema,
  component: lazyCard(() => import('./trip-card')),
  classicPath: (props) => (props.rentalId ? paths.trip(props.rentalId) : paths.bookings),
  // The newest trip card asks: its first button takes the focus (after its heading).
  needsInput: (props) => props.action !== 'show',
}
