import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { LoginCardPropsSchema, type LoginCardProps } from './schema'
import { paths } from '@/core/paths'

// The view loads when the card first shows: its form (react-hook-form) stays out of the chat's first load.
const loadView = () => import('./login-card')
const view = lazyCard(loadView)

export const loginCard: CardDefinition<LoginCardProps> = {
  kind: 'login',
  schema: LoginCardPropsSchema,
  component: view,
  preload: view.preload,
  classicPath: () => paths.login,
  needsInput: () => true,
  // An older login form stays usable while the visitor is a guest only if it is the newest card.
  isStale: (_props, ctx) => ctx.authenticated || !ctx.isLatest,
}
