// @vitest-environment node
import { createInstance } from 'i18next'
import frChat from '@/i18n/locales/fr/chat.json'
import enChat from '@/i18n/locales/en/chat.json'
import frRegistration from '@/i18n/locales/fr/registration.json'
import enRegistration from '@/i18n/locales/en/registration.json'
import type { WorkflowStep } from '@contracts/workflow'
import { respond } from '../../dialog/dialog-manager'
import { registerDefaultHandlers } from '../../dialog/handlers'
import { IntentRegistry } from '../../dialog/registry'
import { INITIAL_DIALOG_STATE, type SessionSummary, type TenantSummary } from '../../dialog/types'
import type { Lang } from '../../dialog/intent-types'
import { DEMO_TENANT, testEnv } from '../../dialog/testing/test-env'
import { continueRegistrationHandler, signupHandler } from './registration-handlers'

const i18n = createInstance()
void i18n.init({
  lng: 'fr',
  resources: { fr: { chat: frChat, registration: frRegistration }, en: { chat: enChat, registration: enRegistration } },
  defaultNS: 'chat',
  interpolation: { escapeValue: false },
  initAsync: false,
})

const registry = new IntentRegistry()
registerDefaultHandlers(registry)
registry.register(signupHandler)
registry.register(continueRegistrationHandler)

function answer(intent: 'signup' | 'continue_registration', session: SessionSummary, tenant: Partial<TenantSummary> = {}, lang: Lang = 'fr') {
  const env = testEnv({
    lang,
    session,
    tenant: { ...DEMO_TENANT, ...tenant },
    translate: (l, key, vars) => i18n.getFixedT(l, 'chat')(key, vars ?? {}),
  })
  return respond({ lang, intent, slots: {}, missing: [] }, INITIAL_DIALOG_STATE, env, registry).reply
}

const guest: SessionSummary = { authenticated: false, step: null, firstName: null }
const at = (step: WorkflowStep): SessionSummary => ({ authenticated: true, step, firstName: 'Ana' })

describe('signup and continue_registration in the chat', () => {
  it('gives a newcomer the account form card, after saying what registering takes', () => {
    const reply = answer('signup', guest)
    expect(reply.cards).toEqual([{ kind: 'signup-form', props: { step: 'registration' } }])
    expect(reply.text).toMatch(/^L'inscription est gratuite.*votre adresse e-mail et un mot de passe/)
  })

  it.each([
    ['driver_on_personal_informations_form', 'signup-form', 'personalDetails'],
    ['driver_on_sms_form', 'signup-code', 'phoneNumber'],
    ['driver_on_licence_form', 'signup-form', 'licenseDetails'],
    ['driver_on_documents_identity_form', 'signup-upload', 'idDocument'],
    ['driver_on_documents_other_form', 'signup-upload', 'otherDocument'],
    ['driver_on_card_form', 'signup-card', 'creditCard'],
  ] as const)('resumes a member at %s with the %s card', (step, kind, clientStep) => {
    for (const intent of ['signup', 'continue_registration'] as const) {
      const reply = answer(intent, at(step))
      expect(reply.cards).toEqual([{ kind, props: { step: clientStep } }])
    }
  })

  it('names the step in the visitor language', () => {
    expect(answer('continue_registration', at('driver_on_sms_form')).text).toBe('Reprenons votre inscription : étape « Numéro de téléphone ».')
    expect(answer('continue_registration', at('driver_on_sms_form'), {}, 'en').text).toBe('Let\'s pick up your registration: step "Phone number".')
  })

  it('leaves the chat its own answers past the steps, for a guest resuming, and where signup is closed', () => {
    expect(answer('continue_registration', at('driver_waiting_for_validation')).cards).toEqual([{ kind: 'signup-start', props: { mode: 'resume' } }])
    expect(answer('signup', at('driver_ok')).text).toBe('Votre inscription est complète : vous pouvez réserver.')
    expect(answer('continue_registration', guest).cards[0]?.kind).toBe('login')
    expect(answer('signup', guest, { registration: false }).cards[0]?.kind).toBe('help')
    expect(answer('signup', guest, { autoRegister: false }).text).toMatch(/gestionnaire de flotte/)
  })
})
