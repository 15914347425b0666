import type { Tenant } from '@contracts/tenant'
import type { RegistrationStepSetting } from '@contracts/tenant'
import type { SignupStep } from '@contracts/user'

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

/** The signup steps this tenant shows, in the stepper's order; account creation is always first. */
export function enabledSignupSteps(tenant: Pick<Tenant, 'registration_steps'>): SignupStep[] {
  const steps: SignupStep[] = ['registration']
  for (const [step, setting] of Object.entries(SETTING_OF_STEP) as Array<[Exclude<SignupStep, 'registration'>, RegistrationStepSetting]>) {
    if (tenant.registration_steps[setting]) steps.push(step)
  }
  return steps
}
