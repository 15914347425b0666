import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { RebookCardPropsSchema, type RebookCardProps } from './schema'
import { paths } from '@/core/paths'

export const rebookCard: CardDefinition<RebookCardProps> = {
  kind: 'rebook',
  schema: RebookCardPropsSchema,
  component: lazyCard(() => import('./rebook-card')),
  classicPath: () => paths.bookingsHistory,
}
