import type { RegistrationStepSetting } from '@contracts/tenant'
import type { WorkflowStep } from '@contracts/user'
import type { TenantSettings } from './settings'

/** Registration steps after account creation, in the stepper's order, with the setting that enables each. */
const ORDERED_STEPS: ReadonlyArray<readonly [WorkflowStep, RegistrationStepSetting]> = [
  ['driver_on_personal_informations_form', 'personal_details'],
  ['driver_on_sms_form', 'phone_number'],
  ['driver_on_licence_form', 'license_details'],
  ['driver_on_documents_licence_form', 'driver_license'],
  ['driver_on_documents_identity_form', 'id_document'],
  ['driver_on_documents_selfie_form', 'selfie_document'],
  ['driver_on_documents_other_form', 'other_document'],
  ['driver_on_card_form', 'credit_card'],
]

/** Whether the tenant shows this registration step (the card step also needs payments on). */
export function isStepEnabled(settings: TenantSettings, step: WorkflowStep): boolean {
  const entry = ORDERED_STEPS.find(([s]) => s === step)
  if (!entry) return false
  if (entry[1] === 'credit_card' && !settings.features.payments) return false
  return settings.registration_steps[entry[1]]
}

/**
 * The step a driver moves to once `current` is done: the next step the tenant enables, or
 * driver_waiting_for_validation after the last one. Terminal states (waiting, blocked, ok) stay put.
 * POST /user calls it with driver_on_login_form; each later step calls it with its own step.
 */
export function nextWorkflowStep(settings: TenantSettings, current: WorkflowStep): WorkflowStep {
  if (current === 'driver_waiting_for_validation' || current === 'driver_blocked' || current === 'driver_ok') return current
  const from = current === 'driver_on_login_form' ? 0 : ORDERED_STEPS.findIndex(([s]) => s === current) + 1
  for (const [step] of ORDERED_STEPS.slice(from)) {
    if (isStepEnabled(settings, step)) return step
  }
  return 'driver_waiting_for_validation'
}

/** True while the driver is still filling the signup stepper. */
export function isRegistering(step: string): boolean {
  return step === 'driver_on_login_form' || ORDERED_STEPS.some(([s]) => s === step)
}
