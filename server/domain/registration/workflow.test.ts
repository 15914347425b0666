import { enabledSteps, firstWorkflowStep, isRegistering, nextWorkflowStep } from './workflow'
import { registrationSettings } from './testing/settings'

describe('registration workflow order', () => {
  it('walks every step in the order of spec section 4 when the tenant enables them all', () => {
    const settings = registrationSettings()
    const walk = ['driver_on_login_form' as const]
    while (walk.length < 20) {
      const next = nextWorkflowStep(settings, walk[walk.length - 1])
      if (next === walk[walk.length - 1]) break
      walk.push(next as never)
    }
    expect(walk).toEqual([
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
    ])
  })

  it('skips the steps the tenant disables', () => {
    const settings = registrationSettings(['phone_number', 'id_document', 'selfie_document', 'other_document'])
    expect(enabledSteps(settings)).toEqual([
      'driver_on_login_form',
      'driver_on_personal_informations_form',
      'driver_on_licence_form',
      'driver_on_documents_licence_form',
      'driver_on_card_form',
    ])
    expect(nextWorkflowStep(settings, 'driver_on_personal_informations_form')).toBe('driver_on_licence_form')
    expect(nextWorkflowStep(settings, 'driver_on_documents_licence_form')).toBe('driver_on_card_form')
  })

  it('hides the card step when the tenant has payments off', () => {
    const settings = registrationSettings(['other_document'], { payments: false })
    expect(nextWorkflowStep(settings, 'driver_on_documents_selfie_form')).toBe('driver_waiting_for_validation')
  })

  it('goes straight to validation when no step is enabled', () => {
    const settings = registrationSettings([
      'personal_details',
      'phone_number',
      'license_details',
      'driver_license',
      'id_document',
      'selfie_document',
      'other_document',
      'credit_card',
    ])
    expect(firstWorkflowStep(settings)).toBe('driver_waiting_for_validation')
  })

  it('starts a new account at the first enabled step', () => {
    expect(firstWorkflowStep(registrationSettings(['personal_details']))).toBe('driver_on_sms_form')
  })

  it('treats a missing step flag as off', () => {
    const settings = { ...registrationSettings(), registration_steps: { phone_number: true } as never }
    expect(firstWorkflowStep(settings)).toBe('driver_on_sms_form')
    expect(nextWorkflowStep(settings, 'driver_on_sms_form')).toBe('driver_waiting_for_validation')
  })

  it('leaves the terminal states where they are', () => {
    const settings = registrationSettings()
    for (const step of ['driver_waiting_for_validation', 'driver_blocked', 'driver_ok'] as const) {
      expect(nextWorkflowStep(settings, step)).toBe(step)
    }
  })

  it('knows who is still registering', () => {
    expect(isRegistering('driver_on_login_form')).toBe(true)
    expect(isRegistering('driver_on_card_form')).toBe(true)
    expect(isRegistering('driver_waiting_for_validation')).toBe(false)
    expect(isRegistering('driver_ok')).toBe(false)
  })
})
