import type { Tenant, RegistrationStepSetting } from '@contracts/tenant'
import { SIGNUP_STEPS, STEP_OF_WORKFLOW, type SignupStep, type WorkflowStep } from '@contracts/workflow'

const SETTING_OF_STEP: Record<Exclude<SignupStep, 'registration'>, RegistrationStepSetting> = {
  personalDetails: 'personal_details',
  phoneNumber: 'phone_number',
  licenseDetails: 'license_details',
  driverLicense: 'driver_license',
  idDocument: 'id_document',
  selfieDocument: 'selfie_document',
  otherDocument: 'other_document',
  creditCard: 'credit_card',
}

/**
 * The signup steps this tenant shows, in the stepper's order. Account creation is always first;
 * the card step also needs the payments feature, as the server's workflow has it.
 */
export function enabledSignupSteps(tenant: Pick<Tenant, 'registration_steps' | 'features'>): SignupStep[] {
  return SIGNUP_STEPS.filter((step) => {
    if (step === 'registration') return true
    if (step === 'creditCard' && !tenant.features.payments) return false
    return tenant.registration_steps[SETTING_OF_STEP[step]] === true
  })
}

/** Where the signup screen stands: a step to fill, or one of the ends of the workflow. */
export type SignupPosition = SignupStep | 'pendingValidation' | 'blocked' | 'completed'

/** The position of a visitor (no account yet: registration) or of a member from their server step. */
export function signupPositionOf(serverStep: WorkflowStep | null): SignupPosition {
  if (serverStep === null) return 'registration'
  if (serverStep === 'driver_ok') return 'completed'
  return STEP_OF_WORKFLOW[serverStep] ?? 'registration'
}

export type StepState = 'completed' | 'current' | 'upcoming'

export interface StepperItem {
  step: SignupStep
  state: StepState
}

/**
 * The stepper's items: steps before the current one are completed (spec section 2); past the last
 * step (waiting, validated) every step is.
 */
export function stepperItems(steps: readonly SignupStep[], position: SignupPosition): StepperItem[] {
  const index = steps.indexOf(position as SignupStep)
  const past = index === -1 && position !== 'registration'
  return steps.map((step, i) => ({
    step,
    state: past || (index !== -1 && i < index) ? 'completed' : i === index ? 'current' : 'upcoming',
  }))
}

export const DOCUMENT_STEPS = ['driverLicense', 'idDocument', 'selfieDocument', 'otherDocument'] as const
export type DocumentStep = (typeof DOCUMENT_STEPS)[number]
export function isDocumentStep(step: SignupPosition): step is DocumentStep {
  return (DOCUMENT_STEPS as readonly string[]).includes(step)
}

export const DETAILS_STEPS = ['personalDetails', 'licenseDetails'] as const
export type DetailsStep = (typeof DETAILS_STEPS)[number]
export function isDetailsStep(step: SignupPosition): step is DetailsStep {
  return step === 'personalDetails' || step === 'licenseDetails'
}

/** The server step a client document step stands for (POST /user/registration_step/complete names it). */
export const WORKFLOW_OF_DOCUMENT_STEP: Record<DocumentStep, WorkflowStep> = {
  driverLicense: 'driver_on_documents_licence_form',
  idDocument: 'driver_on_documents_identity_form',
  selfieDocument: 'driver_on_documents_selfie_form',
  otherDocument: 'driver_on_documents_other_form',
}
