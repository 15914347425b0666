import { helpPath } from '../help/help-path'
import type { CardDefinition } from '../registry'
import { IncidentCard } from './incident-card'
import { IncidentCardPropsSchema, type IncidentCardProps } from './schema'

// Not lazy: in an emergency the number shows with the answer, never after a chunk loads.
export const incidentCard: CardDefinition<IncidentCardProps> = {
  kind: 'incident',
  schema: IncidentCardPropsSchema,
  component: IncidentCard,
  classicPath: () => helpPath('contact'),
  // The number stays callable in older messages: it is no form, nothing goes stale.
  isStale: () => false,
}
