import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { CarpoolOffersCardPropsSchema, type CarpoolOffersCardProps } from './schema'

export const carpoolOffersCard: CardDefinition<CarpoolOffersCardProps> = {
  kind: 'carpool-offers',
  schema: CarpoolOffersCardPropsSchema,
  component: lazyCard(() => import('./carpool-offers-card')),
  classicPath: () => '/',
  needsInput: () => true,
}
