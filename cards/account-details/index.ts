import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { AccountDetailsCardPropsSchema, type AccountDetailsCardProps } from './schema'

export const accountDetailsCard: CardDefinition<AccountDetailsCardProps> = {
  kind: 'account-details',
  schema: AccountDetailsCardPropsSchema,
  component: lazyCard(() => import('./account-details-card')),
  classicPath: () => '/account/details',
}
