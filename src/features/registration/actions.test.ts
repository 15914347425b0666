import { getStoredToken } from '@/core/api/token-storage'
import { setSessionUser, useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { i18n } from '@/i18n'
import { installFakeApi, json, makeTenant, makeUser, tokenResponse } from '@/test-support/fake-api'
import { setStoredToken } from '@/core/api/token-storage'
import { ApiError } from '@/core/api'
import type { User } from '@contracts/user'
import { addOfflineCard, finishDocumentStep, requestSmsCode, saveDriverDetails, signUp, submitSmsCode, uploadToSlot } from './actions'
import { slotsOf } from './document-slots'
import { useRegistrationStore } from './store'
import { uploadDocument } from './upload'

// The upload goes through XMLHttpRequest (for its progress), which the fake API does not answer.
vi.mock('./upload', () => ({ uploadDocument: vi.fn() }))

let api: ReturnType<typeof installFakeApi>

function asMember(user: User) {
  setStoredToken({ accessToken: 'member-1', type: 'member', expiresAt: Date.now() + 60_000 })
  setSessionUser(user)
}

const registering = (step: User['workflow_next_step']) => makeUser({ workflow_next_step: step, validated: false, first_name: null, last_name: null })

beforeEach(async () => {
  localStorage.clear()
  sessionStorage.clear()
  useTenantStore.getState().setTenant(makeTenant())
  useSessionStore.setState({ status: 'anonymous', user: null })
  useRegistrationStore.setState({ sms: null, slots: {}, justFinished: false })
  await i18n.changeLanguage('fr')
})
afterEach(() => api?.uninstall())

describe('signUp', () => {
  it('creates the account with the terms accepted and logs the new member in with the token it answers', async () => {
    api = installFakeApi({
      'POST /user': () => json(201, { user: registering('driver_on_personal_informations_form'), ...tokenResponse('member-new') }),
    })
    const result = await signUp(' Ana@Example.TEST ', 'Bienvenue-2026', 'Bienvenue-2026')
    expect(result).toEqual({ ok: true })
    expect(api.calls('POST', '/user')[0].body).toEqual({
      user: { email: 'ana@example.test', password: 'Bienvenue-2026', password_confirmation: 'Bienvenue-2026', tos_accepted: true, language: 'fr' },
    })
    expect(getStoredToken()).toMatchObject({ accessToken: 'member-new', type: 'member' })
    expect(useSessionStore.getState()).toMatchObject({ status: 'member', user: { registrationStep: 'personalDetails' } })
  })

  it('says why the server refused, with the spec messages', async () => {
    api = installFakeApi({ 'POST /user': () => json(400, { errors: [{ code: 'EMAIL_ALREADY_TAKEN', detail: 'taken', field: 'user.email' }] }) })
    const result = await signUp('ana@example.test', 'Bienvenue-2026', 'Bienvenue-2026')
    expect(result).toMatchObject({ ok: false, messages: ['Cette adresse e-mail est déjà utilisée'] })
    expect(useSessionStore.getState().status).toBe('anonymous')
  })
})

describe('details and phone', () => {
  it('saves the details and moves the session to the step the server answers', async () => {
    asMember(registering('driver_on_personal_informations_form'))
    api = installFakeApi({
      'PUT /user': (r) => json(200, { user: { ...registering('driver_on_sms_form'), first_name: (r.body as { user: { first_name: string } }).user.first_name } }),
    })
    await saveDriverDetails({ user: { first_name: 'Ana', birthday_time: '1990-06-15' } })
    expect(api.calls('PUT', '/user')[0].body).toEqual({ user: { first_name: 'Ana', birthday_time: '1990-06-15' } })
    expect(useSessionStore.getState().user).toMatchObject({ firstName: 'Ana', registrationStep: 'phoneNumber' })
  })

  it('remembers where the code went and reports a wrong code with its message', async () => {
    asMember(registering('driver_on_sms_form'))
    api = installFakeApi({
      'POST /user/sms_code': () => json(201, { sms_code: { cell_phone: '+15145550199', expires_at: '2026-05-01T10:10:00.000Z' } }),
      'PUT /user/sms_code': () => json(400, { errors: [{ code: 'INVALID_SMS_CODE', detail: 'wrong' }] }),
    })
    await requestSmsCode(' 514 555 0199 ')
    expect(api.calls('POST', '/user/sms_code')[0].body).toEqual({ sms_code: { cell_phone: '514 555 0199' } })
    expect(api.calls('POST', '/user/sms_code')[0].headers.get('Accept')).toContain('version=0.3')
    expect(useRegistrationStore.getState().sms?.sentTo).toBe('+15145550199')
    expect(await submitSmsCode('123456')).toMatchObject({ ok: false, messages: ['Le code SMS est invalide'] })
  })
})

describe('uploadToSlot', () => {
  it('leaves a file refused for its size without a retry, since the same file would be refused again', async () => {
    api = installFakeApi({})
    const [front] = slotsOf('driverLicense', [])
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'permis.png', { type: 'image/png' })
    const result = await uploadToSlot(front, big)
    expect(result.ok).toBe(false)
    expect(useRegistrationStore.getState().slots[front.key]).toEqual({ status: 'idle', error: 'Le fichier est trop volumineux (10 Mo au maximum)', retryable: false })
    expect(api.requests).toHaveLength(0)
  })

  it('says that a PNG named permis.pdf does not match its name, not that .pdf is refused', async () => {
    api = installFakeApi({})
    const [front] = slotsOf('driverLicense', [])
    vi.mocked(uploadDocument).mockRejectedValueOnce(
      new ApiError(400, [{ code: 'INVALID_FILE_EXTENSION', detail: "L'extension du fichier ne correspond pas à son contenu.", field: 'document.file' }]),
    )
    const result = await uploadToSlot(front, new File(['png bytes'], 'permis.pdf', { type: 'application/pdf' }))
    const message = "Le contenu de « permis.pdf » ne correspond pas à son extension : choisissez le fichier d'origine ou renommez-le avec sa vraie extension (PNG, JPEG ou PDF)."
    expect(result).toMatchObject({ ok: false, messages: [message] })
    expect(useRegistrationStore.getState().slots[front.key]).toEqual({ status: 'idle', error: message, retryable: false })
  })

  it('keeps the message of the code for content that is no image or PDF at all', async () => {
    api = installFakeApi({})
    const [front] = slotsOf('driverLicense', [])
    vi.mocked(uploadDocument).mockRejectedValueOnce(
      new ApiError(400, [{ code: 'INVALID_FILE_TYPE', detail: "Ce type de fichier n'est pas accepté (PNG, JPEG ou PDF).", field: 'document.file' }]),
    )
    await uploadToSlot(front, new File(['plain text'], 'permis.pdf', { type: 'application/pdf' }))
    expect(useRegistrationStore.getState().slots[front.key]).toMatchObject({ error: 'Type de fichier non accepté : PNG, JPEG ou PDF uniquement' })
  })
})

describe('finishDocumentStep', () => {
  it('asks the server to complete a step left with only optional uploads', async () => {
    asMember(registering('driver_on_documents_other_form'))
    api = installFakeApi({
      'GET /user': () => json(200, { user: registering('driver_on_documents_other_form') }),
      'POST /user/registration_step/complete': () => json(200, { user: registering('driver_on_card_form') }),
    })
    expect(await finishDocumentStep('otherDocument')).toEqual({ ok: true })
    expect(api.calls('POST', '/user/registration_step/complete')[0].body).toEqual({ registration_step: { step: 'driver_on_documents_other_form' } })
    expect(useSessionStore.getState().user?.registrationStep).toBe('creditCard')
  })

  it('only reloads the user when the uploads already moved the step on', async () => {
    asMember(registering('driver_on_documents_licence_form'))
    api = installFakeApi({ 'GET /user': () => json(200, { user: registering('driver_on_documents_identity_form') }) })
    await finishDocumentStep('driverLicense')
    expect(api.calls('POST', '/user/registration_step/complete')).toHaveLength(0)
    expect(useSessionStore.getState().user?.registrationStep).toBe('idDocument')
  })
})

describe('addOfflineCard', () => {
  const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', billingName: 'Ana Tremblay' }

  it('turns the card into a payment method, opens a setup intent and ties them; the welcome page is then due', async () => {
    asMember(registering('driver_on_card_form'))
    api = installFakeApi({
      'POST /user/offline_payment_methods': () => json(201, { offline_payment_method: { id: 'pm_offline_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } }),
      'POST /user/stripe_setup_intents': () => json(201, { stripe_setup_intent: { id: 'seti_offline_1', client_secret: 'secret' } }),
      'POST /user/stripe_cards': () =>
        json(201, {
          stripe_card: {
            id: 1,
            brand: 'visa',
            country: null,
            last4: '4242',
            exp_month: 12,
            exp_year: 2030,
            code: null,
            expiration_time: '2030-12-31T23:59:59Z',
            set_as_default_at: null,
          },
        }),
      'GET /user': () => json(200, { user: registering('driver_waiting_for_validation') }),
    })
    expect(await addOfflineCard(card)).toEqual({ ok: true })
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /user/offline_payment_methods',
      'POST /user/stripe_setup_intents',
      'POST /user/stripe_cards',
      'GET /user',
    ])
    expect(api.calls('POST', '/user/offline_payment_methods')[0].body).toEqual({
      offline_payment_method: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', billing_name: 'Ana Tremblay' },
    })
    expect(api.calls('POST', '/user/stripe_cards')[0].body).toEqual({ stripe_card: { stripe_setup_intent_id: 'seti_offline_1', stripe_payment_method_id: 'pm_offline_1' } })
    expect(useRegistrationStore.getState().justFinished).toBe(true)
  })

  it('says "adding a card failed, try again" for a declined card, and puts the provider message on its field', async () => {
    asMember(registering('driver_on_card_form'))
    let declined = true
    api = installFakeApi({
      'POST /user/offline_payment_methods': () =>
        declined
          ? json(402, { errors: [{ code: 'CARD_DECLINED', detail: 'Carte refusée', field: 'offline_payment_method.number' }] })
          : json(400, { errors: [{ code: 'bad_request', detail: 'Cette carte a expiré.', field: 'offline_payment_method.exp_year' }] }),
    })
    expect(await addOfflineCard(card)).toEqual({ ok: false, message: "L'ajout de la carte a échoué, veuillez réessayer", fields: {} })
    declined = false
    expect(await addOfflineCard(card)).toMatchObject({ ok: false, fields: { expiry: 'Cette carte a expiré.' } })
    expect(useRegistrationStore.getState().justFinished).toBe(false)
  })
})
