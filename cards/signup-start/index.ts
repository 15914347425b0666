import type { CardDefinition } from '../registry'
import { defaultIsStale } from '../registry'
import { SignupStartCard } from './signup-start-card'
import { SignupStartCardPropsSchema, type SignupStartCardProps } from './schema'
import { paths } from '@/core/paths'

export const signupStartCard: CardDefinition<SignupStartCardProps> = {
  kind: 'signup-start',
  schema: SignupStartCardPropsSchema,
  component: SignupStartCard,
  classicPath: () => paths.signup,
  isStale: (_props, ctx) => defaultIsStale(ctx),
}
