import type { CardDefinition } from '../registry'
import { SignupStepCard } from '../signup-flow/signup-step-card'
import { SignupCodeCardPropsSchema, type SignupCodeCardProps } from './schema'
import { paths } from '@/core/paths'

export const signupCodeCard: CardDefinition<SignupCodeCardProps> = {
  kind: 'signup-code',
  schema: SignupCodeCardPropsSchema,
  component: SignupStepCard,
  classicPath: () => paths.signup,
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
