import type { CardDefinition } from '../registry'
import { SignupStepCard } from '../signup-flow/signup-step-card'
import { SignupFormCardPropsSchema, type SignupFormCardProps } from './schema'
import { paths } from '@/core/paths'

export const signupFormCard: CardDefinition<SignupFormCardProps> = {
  kind: 'signup-form',
  schema: SignupFormCardPropsSchema,
  component: SignupStepCard,
  classicPath: () => paths.signup,
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
