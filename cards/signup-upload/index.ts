import type { CardDefinition } from '../registry'
import { SignupStepCard } from '../signup-flow/signup-step-card'
import { SignupUploadCardPropsSchema, type SignupUploadCardProps } from './schema'
import { paths } from '@/core/paths'

export const signupUploadCard: CardDefinition<SignupUploadCardProps> = {
  kind: 'signup-upload',
  schema: SignupUploadCardPropsSchema,
  component: SignupStepCard,
  classicPath: () => paths.signup,
  needsInput: () => true,
  isStale: (_props, ctx) => ctx.state.done === true || !ctx.isLatest,
}
