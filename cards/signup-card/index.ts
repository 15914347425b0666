import type { CardDefinition } from '../registry'
import { SignupStepCard } from '../signup-flow/signup-step-card'
import { SignupCardCardPropsSchema, type SignupCardCardProps } from './schema'
import { paths } from '@/core/paths'

export const signupCardCard: CardDefinition<SignupCardCardProps> = {
  kind: 'signup-card',
  schema: SignupCardCardPropsSchema,
  component: SignupStepCard,
  classicPath: () => paths.signup,
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
