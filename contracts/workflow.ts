/**
 * Registration workflow and account status rules (spec section 4), without zod so the app's first
 * load can use them without the schema library. contracts/user.ts re-exports all of it.
 */

/** Server registration steps (spec section 4) in workflow order, then the terminal states. */
export const WORKFLOW_STEPS = [
  'driver_on_login_form',
  'driver_on_personal_informations_form',
  'driver_on_sms_form',
  'driver_on_licence_form',
  'driver_on_documents_licence_form',
  'driver_on_documents_identity_form',
  'driver_on_documents_selfie_form',
  'driver_on_documents_other_form',
  'driver_on_card_form',
  'driver_waiting_for_validation',
  'driver_blocked',
  'driver_ok',
] as const
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number]

/** Client signup steps, in the order of the stepper (spec section 2). */
export const SIGNUP_STEPS = [
  'registration',
  'personalDetails',
  'phoneNumber',
  'licenseDetails',
  'driverLicense',
  'idDocument',
  'selfieDocument',
  'otherDocument',
  'creditCard',
] as const
export type SignupStep = (typeof SIGNUP_STEPS)[number]

export const STEP_OF_WORKFLOW: Partial<Record<WorkflowStep, SignupStep | 'pendingValidation' | 'blocked'>> = {
  driver_on_login_form: 'registration',
  driver_on_personal_informations_form: 'personalDetails',
  driver_on_sms_form: 'phoneNumber',
  driver_on_licence_form: 'licenseDetails',
  driver_on_documents_licence_form: 'driverLicense',
  driver_on_documents_identity_form: 'idDocument',
  driver_on_documents_selfie_form: 'selfieDocument',
  driver_on_documents_other_form: 'otherDocument',
  driver_on_card_form: 'creditCard',
  driver_waiting_for_validation: 'pendingValidation',
  driver_blocked: 'blocked',
}

/** Account status derived from the user (spec section 4). */
export type AccountStatus = 'verified' | 'pending_validation' | 'incomplete'
export function accountStatus(user: { validated: boolean; workflow_next_step: WorkflowStep }): AccountStatus {
  if (user.validated) return 'verified'
  if (user.workflow_next_step === 'driver_waiting_for_validation') return 'pending_validation'
  return 'incomplete'
}

/**
 * The signup steps still to do from the server's step, in the stepper's order (empty once the
 * registration is complete or for a step outside the stepper). Said when a driver who has not
 * finished signing up presses Book, on the screens and in the chat.
 */
export function signupStepsLeft(step: string | null): SignupStep[] {
  const at = step ? STEP_OF_WORKFLOW[step as WorkflowStep] : undefined
  const index = SIGNUP_STEPS.indexOf(at as SignupStep)
  return index < 0 ? [] : SIGNUP_STEPS.slice(index)
}
