import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { AlertCreateCardPropsSchema, type AlertCreateCardProps } from './schema'
import { paths } from '@/core/paths'

export const alertCreateCard: CardDefinition<AlertCreateCardProps> = {
  kind: 'alert-create',
  schema: AlertCreateCardPropsSchema,
  component: lazyCard(() => import('./alert-create-card')),
  classicPath: () => paths.alerts,
}
