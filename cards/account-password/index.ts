import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { AccountPasswordCardPropsSchema, type AccountPasswordCardProps } from './schema'
import { paths } from '@/core/paths'

export const accountPasswordCard: CardDefinition<AccountPasswordCardProps> = {
  kind: 'account-password',
  schema: AccountPasswordCardPropsSchema,
  component: lazyCard(() => import('./account-password-card')),
  classicPath: () => paths.details,
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
