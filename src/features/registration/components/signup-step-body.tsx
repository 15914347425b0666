import type { SignupStep } from '@contracts/workflow'
import { isDetailsStep, isDocumentStep } from '../signup-steps'
import { AccountForm } from './account-form'
import { CardStepView } from './card-step-view'
import { DetailsForm } from './details-form'
import { DocumentStepView } from './document-step-view'
import { PhoneVerification } from './phone-verification'

/** The form of one signup step; the classic screen and the chat card both show it. */
export function SignupStepBody({ step, compact = false }: { step: SignupStep; compact?: boolean }) {
  if (step === 'registration') return <AccountForm compact={compact} />
  if (step === 'phoneNumber') return <PhoneVerification compact={compact} />
  if (step === 'creditCard') return <CardStepView compact={compact} />
  if (isDetailsStep(step)) return <DetailsForm key={step} step={step} compact={compact} />
  if (isDocumentStep(step)) return <DocumentStepView key={step} step={step} compact={compact} />
  return null
}
