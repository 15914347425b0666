import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { AccountPasswordCardPropsSchema, type AccountPasswordCardProps } from './schema'

export const accountPasswordCard: CardDefinition<AccountPasswordCardProps> = {
  kind: 'account-password',
  schema: AccountPasswordCardPropsSchema,
  component: lazyCard(() => import('./account-password-card')),
  classicPath: () => '/account/details',
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
