import type { CardDefinition } from '../registry'
import { CarpoolOffersCard } from './carpool-offers-card'
import { CarpoolOffersCardPropsSchema, type CarpoolOffersCardProps } from './schema'

export const carpoolOffersCard: CardDefinition<CarpoolOffersCardProps> = {
  kind: 'carpool-offers',
  schema: CarpoolOffersCardPropsSchema,
  component: CarpoolOffersCard,
  classicPath: () => '/',
  needsInput: () => true,
}
