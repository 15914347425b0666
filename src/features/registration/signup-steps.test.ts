// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { enabledSignupSteps, signupPositionOf, stepperItems } from './signup-steps'

const allOn = {
  personal_details: true,
  phone_number: true,
  license_details: true,
  driver_license: true,
  id_document: true,
  selfie_document: true,
  other_document: true,
  credit_card: true,
}

describe('enabledSignupSteps', () => {
  it('lists the nine steps in order when the tenant enables them all', () => {
    expect(enabledSignupSteps({ registration_steps: allOn, features: { payments: true } as never })).toEqual([
      'registration',
      'personalDetails',
      'phoneNumber',
      'licenseDetails',
      'driverLicense',
      'idDocument',
      'selfieDocument',
      'otherDocument',
      'creditCard',
    ])
  })

  it('keeps account creation and drops the steps switched off, and the card step without payments', () => {
    const steps = { ...allOn, selfie_document: false, other_document: false }
    expect(enabledSignupSteps({ registration_steps: steps, features: { payments: false } as never })).toEqual([
      'registration',
      'personalDetails',
      'phoneNumber',
      'licenseDetails',
      'driverLicense',
      'idDocument',
    ])
  })
})

describe('signupPositionOf', () => {
  it.each([
    [null, 'registration'],
    ['driver_on_sms_form', 'phoneNumber'],
    ['driver_on_documents_other_form', 'otherDocument'],
    ['driver_on_card_form', 'creditCard'],
    ['driver_waiting_for_validation', 'pendingValidation'],
    ['driver_blocked', 'blocked'],
    ['driver_ok', 'completed'],
  ] as const)('%s -> %s', (step, position) => {
    expect(signupPositionOf(step)).toBe(position)
  })
})

describe('stepperItems', () => {
  const steps = ['registration', 'personalDetails', 'phoneNumber', 'creditCard'] as const

  it('marks the steps before the current one completed and the later ones upcoming', () => {
    expect(stepperItems(steps, 'phoneNumber').map((i) => i.state)).toEqual(['completed', 'completed', 'current', 'upcoming'])
  })

  it('starts with the account step current', () => {
    expect(stepperItems(steps, 'registration').map((i) => i.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming'])
  })

  it('marks every step completed once the driver waits for validation', () => {
    expect(stepperItems(steps, 'pendingValidation').every((i) => i.state === 'completed')).toBe(true)
  })
})
