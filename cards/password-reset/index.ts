import type { CardDefinition } from '../registry'
import { lazyCard } from '../search-results/lazy-card'
import { PasswordResetCardPropsSchema, type PasswordResetCardProps } from './schema'
import { paths } from '@/core/paths'

// Loaded when it first shows, as the login card: its form stays out of the chat's first load.
const loadView = () => import('./password-reset-card')
const view = lazyCard(loadView)

export const passwordResetCard: CardDefinition<PasswordResetCardProps> = {
  kind: 'password-reset',
  schema: PasswordResetCardPropsSchema,
  component: view,
  preload: view.preload,
  classicPath: () => paths.forgotPassword,
  needsInput: () => true,
  // A member has no use of it; an older one stays readable, its form gone.
  isStale: (_props, ctx) => ctx.authenticated || !ctx.isLatest,
}
