import { REGISTRATION_STEP_SETTINGS, type RegistrationStepSetting } from '@contracts/tenant'
import type { DriverField } from '@contracts/user'
import type { RegistrationSettings } from '../settings'

/** Registration settings with every step on, minus the ones named in `off`. */
export function registrationSettings(
  off: RegistrationStepSetting[] = [],
  fields: { driver?: DriverField[]; required?: DriverField[]; payments?: boolean } = {},
): RegistrationSettings {
  return {
    features: { payments: fields.payments ?? true },
    registration_steps: Object.fromEntries(REGISTRATION_STEP_SETTINGS.map((s) => [s, !off.includes(s)])) as RegistrationSettings['registration_steps'],
    driver_fields: fields.driver ?? ['first_name', 'last_name', 'birthday_time', 'driving_licence_number'],
    required_driver_fields: fields.required ?? ['first_name', 'last_name', 'driving_licence_number'],
  }
}
