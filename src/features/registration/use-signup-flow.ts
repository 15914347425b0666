import { useCurrentUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { enabledSignupSteps, signupPositionOf, stepperItems, type SignupPosition, type StepperItem } from './signup-steps'
import type { SignupStep } from '@contracts/workflow'

export interface SignupFlow {
  steps: SignupStep[]
  position: SignupPosition
  items: StepperItem[]
  /** 1-based number of the current step among the tenant's, or null past the last one. */
  number: number | null
}

/** Where the visitor or member stands in the tenant's signup, from the server's step. */
export function useSignupFlow(): SignupFlow {
  const { tenant } = useTenant()
  const user = useCurrentUser()
  const steps = enabledSignupSteps(tenant)
  const position = signupPositionOf(user?.serverStep ?? null)
  const index = steps.indexOf(position as SignupStep)
  return { steps, position, items: stepperItems(steps, position), number: index === -1 ? null : index + 1 }
}
