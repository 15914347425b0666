import type { CardDefinition } from '../registry'
import { defaultIsStale } from '../registry'
import { SignupStartCard } from './signup-start-card'
import { SignupStartCardPropsSchema, type SignupStartCardProps } from './schema'

export const signupStartCard: CardDefinition<SignupStartCardProps> = {
  kind: 'signup-start',
  schema: SignupStartCardPropsSchema,
  component: SignupStartCard,
  classicPath: () => '/signup',
  isStale: (_props, ctx) => defaultIsStale(ctx),
}
