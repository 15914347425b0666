import { type DriverField, LICENCE_FIELDS, PERSONAL_FIELDS, type WorkflowStep } from '@contracts/user'
import type { RegistrationSettings } from './settings'

/** The driver fields each form step edits (contracts/user.ts splits them). */
export const FORM_STEP_FIELDS: Partial<Record<WorkflowStep, readonly DriverField[]>> = {
  driver_on_personal_informations_form: PERSONAL_FIELDS,
  driver_on_licence_form: LICENCE_FIELDS,
}

export function isFormStep(step: WorkflowStep): boolean {
  return FORM_STEP_FIELDS[step] !== undefined
}

/** The fields of a form step the tenant requires and the driver has not filled yet. */
export function missingFormFields(settings: RegistrationSettings, step: WorkflowStep, values: Partial<Record<DriverField, string | null>>): DriverField[] {
  const fields = FORM_STEP_FIELDS[step] ?? []
  const required = new Set(settings.required_driver_fields ?? [])
  return fields.filter((f) => required.has(f) && (values[f] ?? '').trim() === '')
}
