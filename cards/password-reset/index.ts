import type { CardDefinition } from '../registry'
import { PasswordResetCard } from './password-reset-card'
import { PasswordResetCardPropsSchema, type PasswordResetCardProps } from './schema'

export const passwordResetCard: CardDefinition<PasswordResetCardProps> = {
  kind: 'password-reset',
  schema: PasswordResetCardPropsSchema,
  component: PasswordResetCard,
  classicPath: () => '/forgot-password',
  needsInput: () => true,
  // A member has no use of it; an older one stays readable, its form gone.
  isStale: (_props, ctx) => ctx.authenticated || !ctx.isLatest,
}
