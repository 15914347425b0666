import { REGISTRATION_STEP_SETTINGS } from '@contracts/tenant'
import { parseTenantSettings } from './settings'
import { isRegistering, nextWorkflowStep } from './workflow'

const allOn = () =>
  parseTenantSettings({
    features: { payments: true },
    registration_steps: Object.fromEntries(REGISTRATION_STEP_SETTINGS.map((s) => [s, true])),
  })

describe('nextWorkflowStep', () => {
  it('walks every step in the stepper order when all are on', () => {
    const settings = allOn()
    const walk = ['driver_on_login_form'] as Parameters<typeof nextWorkflowStep>[1][]
    while (walk.length < 20) {
      const next = nextWorkflowStep(settings, walk[walk.length - 1])
      if (next === walk[walk.length - 1]) break
      walk.push(next)
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

  it('skips disabled steps, and the card step without payments', () => {
    const settings = allOn()
    settings.registration_steps.phone_number = false
    settings.registration_steps.license_details = false
    expect(nextWorkflowStep(settings, 'driver_on_personal_informations_form')).toBe('driver_on_documents_licence_form')
    settings.features.payments = false
    expect(nextWorkflowStep(settings, 'driver_on_documents_other_form')).toBe('driver_waiting_for_validation')
  })

  it('goes straight to validation when no step is on, and leaves terminal states alone', () => {
    const none = parseTenantSettings({})
    expect(nextWorkflowStep(none, 'driver_on_login_form')).toBe('driver_waiting_for_validation')
    for (const step of ['driver_waiting_for_validation', 'driver_blocked', 'driver_ok'] as const) expect(nextWorkflowStep(allOn(), step)).toBe(step)
  })

  it('knows which steps are part of registration', () => {
    expect(isRegistering('driver_on_sms_form')).toBe(true)
    expect(isRegistering('driver_on_login_form')).toBe(true)
    expect(isRegistering('driver_ok')).toBe(false)
    expect(isRegistering('driver_waiting_for_validation')).toBe(false)
  })
})
