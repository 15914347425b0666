import type { CardDefinition } from '../registry'
import { SignupStepCard } from '../signup-flow/signup-step-card'
import { SignupCardCardPropsSchema, type SignupCardCardProps } from './schema'

export const signupCardCard: CardDefinition<SignupCardCardProps> = {
  kind: 'signup-card',
  schema: SignupCardCardPropsSchema,
  component: SignupStepCard,
  classicPath: () => '/signup',
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
