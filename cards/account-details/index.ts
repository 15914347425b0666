import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { AccountDetailsCardPropsSchema, type AccountDetailsCardProps } from './schema'
import { paths } from '@/core/paths'

export const accountDetailsCard: CardDefinition<AccountDetailsCardProps> = {
  kind: 'account-details',
  schema: AccountDetailsCardPropsSchema,
  component: lazyCard(() => import('./account-details-card')),
  classicPath: () => paths.details,
}
