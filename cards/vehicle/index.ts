import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { VehicleCardPropsSchema, type VehicleCardProps } from './schema'

export const vehicleCard: CardDefinition<VehicleCardProps> = {
  kind: 'vehicle',
  schema: VehicleCardPropsSchema,
  component: lazyCard(() => import('./vehicle-card')),
  classicPath: () => '/',
  needsInput: () => true,
}
