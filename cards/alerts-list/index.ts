import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { AlertsListCardPropsSchema, type AlertsListCardProps } from './schema'
import { paths } from '@/core/paths'

export const alertsListCard: CardDefinition<AlertsListCardProps> = {
  kind: 'alerts-list',
  schema: AlertsListCardPropsSchema,
  component: lazyCard(() => import('./alerts-list-card')),
  classicPath: () => paths.alerts,
}
