import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { AccountDataRequestCardPropsSchema, type AccountDataRequestCardProps } from './schema'
import { paths } from '@/core/paths'

export const accountDataRequestCard: CardDefinition<AccountDataRequestCardProps> = {
  kind: 'account-data-request',
  schema: AccountDataRequestCardPropsSchema,
  component: lazyCard(() => import('./account-data-request-card')),
  classicPath: () => paths.privacy,
}
