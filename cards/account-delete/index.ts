import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { AccountDeleteCardPropsSchema, type AccountDeleteCardProps } from './schema'
import { paths } from '@/core/paths'

export const accountDeleteCard: CardDefinition<AccountDeleteCardProps> = {
  kind: 'account-delete',
  schema: AccountDeleteCardPropsSchema,
  component: lazyCard(() => import('./account-delete-card')),
  classicPath: () => paths.details,
  needsInput: () => true,
}
