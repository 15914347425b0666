import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { RatesCardPropsSchema, type RatesCardProps } from './schema'

export const ratesCard: CardDefinition<RatesCardProps> = {
  kind: 'rates',
  schema: RatesCardPropsSchema,
  component: lazyCard(() => import('./rates-card')),
  classicPath: () => '/',
}
