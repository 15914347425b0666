import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { BookingsGeotrackingCardPropsSchema, type BookingsGeotrackingCardProps } from './schema'
import { paths } from '@/core/paths'

export const bookingsGeotrackingCard: CardDefinition<BookingsGeotrackingCardProps> = {
  kind: 'bookings-geotracking',
  schema: BookingsGeotrackingCardPropsSchema,
  component: lazyCard(() => import('./bookings-geotracking-card')),
  classicPath: () => paths.bookings,
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
