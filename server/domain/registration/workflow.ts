import type { RegistrationStepSetting } from '@contracts/tenant'
import type { WorkflowStep } from '@contracts/user'
import type { RegistrationSettings } from './settings'

/** The registration steps in order (spec section 4); each is switched on by one tenant setting. */
export const REGISTRATION_ORDER: ReadonlyArray<readonly [WorkflowStep, RegistrationStepSetting | null]> = [
  ['driver_on_login_form', null],
  ['driver_on_personal_informations_form', 'personal_details'],
  ['driver_on_sms_form', 'phone_number'],
  ['driver_on_licence_form', 'license_details'],
  ['driver_on_documents_licence_form', 'driver_license'],
  ['driver_on_documents_identity_form', 'id_document'],
  ['driver_on_documents_selfie_form', 'selfie_document'],
  ['driver_on_documents_other_form', 'other_document'],
  ['driver_on_card_form', 'credit_card'],
]

const TERMINAL: readonly WorkflowStep[] = ['driver_waiting_for_validation', 'driver_blocked', 'driver_ok']

export function isTerminalStep(step: WorkflowStep): boolean {
  return TERMINAL.includes(step)
}

/**
 * True when the tenant shows this step: account creation always, the card step only with payments
 * on too, the others by their setting; unknown flags are off (DECISIONS.md).
 */
export function isStepEnabled(settings: RegistrationSettings, step: WorkflowStep): boolean {
  const entry = REGISTRATION_ORDER.find(([s]) => s === step)
  if (!entry) return false
  const [, setting] = entry
  if (setting === 'credit_card' && settings.features?.payments !== true) return false
  return setting === null || settings.registration_steps?.[setting] === true
}

/** The steps a driver of this tenant walks through, account creation first. */
export function enabledSteps(settings: RegistrationSettings): WorkflowStep[] {
  return REGISTRATION_ORDER.filter(([step]) => isStepEnabled(settings, step)).map(([step]) => step)
}

/**
 * The step that follows `current` for this tenant: the next enabled one, or
 * driver_waiting_for_validation after the last. Terminal states stay where they are.
 */
export function nextWorkflowStep(settings: RegistrationSettings, current: WorkflowStep): WorkflowStep {
  if (isTerminalStep(current)) return current
  const index = REGISTRATION_ORDER.findIndex(([s]) => s === current)
  for (const [step] of REGISTRATION_ORDER.slice(index + 1)) {
    if (isStepEnabled(settings, step)) return step
  }
  return 'driver_waiting_for_validation'
}

/** Where a newly created account starts: the first enabled step after account creation. */
export function firstWorkflowStep(settings: RegistrationSettings): WorkflowStep {
  return nextWorkflowStep(settings, 'driver_on_login_form')
}

/** True while the driver is still filling the signup stepper (account creation included). */
export function isRegistering(step: string): boolean {
  return REGISTRATION_ORDER.some(([s]) => s === step)
}
