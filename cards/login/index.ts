import type { CardDefinition } from '../registry'
import { LoginCard } from './login-card'
import { LoginCardPropsSchema, type LoginCardProps } from './schema'

export const loginCard: CardDefinition<LoginCardProps> = {
  kind: 'login',
  schema: LoginCardPropsSchema,
  component: LoginCard,
  classicPath: () => '/login',
  needsInput: () => true,
  // An older login form stays usable while the visitor is a guest only if it is the newest card.
  isStale: (_props, ctx) => ctx.authenticated || !ctx.isLatest,
}
