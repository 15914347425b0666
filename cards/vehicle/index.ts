import type { CardDefinition } from '../registry'
import { VehicleCard } from './vehicle-card'
import { VehicleCardPropsSchema, type VehicleCardProps } from './schema'

export const vehicleCard: CardDefinition<VehicleCardProps> = {
  kind: 'vehicle',
  schema: VehicleCardPropsSchema,
  component: VehicleCard,
  classicPath: () => '/',
  needsInput: () => true,
}
