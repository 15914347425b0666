import type { CardDefinition } from '../registry'
import { LogoutCard } from './logout-card'
import { LogoutCardPropsSchema, type LogoutCardProps } from './schema'

export const logoutCard: CardDefinition<LogoutCardProps> = {
  kind: 'logout',
  schema: LogoutCardPropsSchema,
  component: LogoutCard,
  classicPath: () => '/',
  needsInput: () => true,
  isStale: (_props, ctx) => !ctx.isLatest || ctx.state.cancelled === true || !ctx.authenticated,
}
