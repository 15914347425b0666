import { REGISTRATION_STEP_SETTINGS } from '@contracts/tenant'
import { samplePdf, samplePng } from '../../../server/domain/documents/testing/sample-files'
import { errorCodes, type TestContext } from '../helpers'
import { createRegistrationContext, currentStep, lastSmsCode, patchTenantSettings, signUp, uploadDocument } from './registration-helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createRegistrationContext()
})
afterAll(() => ctx.close())

const PERSONAL = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  birthday_time: '1990-12-10',
  address_line1: '1 Rue Sainte-Catherine',
  address_postal_code: 'H2X 1K4',
  address_locality: 'Montréal',
  address_country: 'CA',
}
const LICENCE = { driving_licence_number: 'L1234-101290-01', driving_licence_expiration_time: '2031-12-10' }

async function addOfflineCard(token: string, number = '4242 4242 4242 4242') {
  const intent = (await ctx.post('/api/user/stripe_setup_intents', {}, { token })).json().stripe_setup_intent
  const method = await ctx.post(
    '/api/user/offline_payment_methods',
    { offline_payment_method: { number, exp_month: 12, exp_year: 2031, cvc: '123', billing_name: 'Ada Lovelace' } },
    { token },
  )
  if (method.statusCode !== 201) return method
  return ctx.post('/api/user/stripe_cards', { stripe_card: { stripe_setup_intent_id: intent.id, stripe_payment_method_id: method.json().offline_payment_method.id } }, { token })
}

describe('registration workflow with every step on (demo tenant)', () => {
  it('walks a newcomer through every step to driver_waiting_for_validation', async () => {
    const { token, step } = await signUp(ctx)
    expect(step).toBe('driver_on_personal_informations_form')

    // Personal details: an incomplete form is refused and leaves the step as it is.
    const partial = await ctx.put('/api/user', { user: { first_name: 'Ada' } }, { token })
    expect(partial.statusCode).toBe(400)
    expect(await currentStep(ctx, token)).toBe('driver_on_personal_informations_form')
    const personal = await ctx.put('/api/user', { user: PERSONAL }, { token })
    expect(personal.statusCode).toBe(200)
    expect(personal.json().user.workflow_next_step).toBe('driver_on_sms_form')

    // Phone: the code goes through the outbox, in the member's language.
    const sent = await ctx.post(
      '/api/user/sms_code',
      { sms_code: { cell_phone: '(514) 555-0177' } },
      { token, headers: { accept: 'application/vnd.frontoffice+json; version=0.3' } },
    )
    expect(sent.statusCode).toBe(201)
    expect(sent.json().sms_code.cell_phone).toBe('+15145550177')
    const sms = await lastSmsCode(ctx, '+15145550177')
    expect(sms.text).toContain('Votre code de vérification')
    const confirmed = await ctx.put('/api/user/sms_code', { sms_code: { code: sms.code } }, { token })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().user).toMatchObject({ cell_phone: '+15145550177', workflow_next_step: 'driver_on_licence_form' })

    const licence = await ctx.put('/api/user', { user: LICENCE }, { token })
    expect(licence.json().user.workflow_next_step).toBe('driver_on_documents_licence_form')

    // Documents: each step moves on once its required uploads exist.
    expect((await uploadDocument(ctx, token, 'licence_front', { filename: 'front.png', content: samplePng() })).statusCode).toBe(201)
    expect(await currentStep(ctx, token)).toBe('driver_on_documents_licence_form')
    await uploadDocument(ctx, token, 'licence_back', { filename: 'back.pdf', content: samplePdf() })
    expect(await currentStep(ctx, token)).toBe('driver_on_documents_identity_form')
    await uploadDocument(ctx, token, 'identity_front', { filename: 'id-front.png', content: samplePng() })
    await uploadDocument(ctx, token, 'identity_back', { filename: 'id-back.png', content: samplePng() })
    expect(await currentStep(ctx, token)).toBe('driver_on_documents_selfie_form')
    await uploadDocument(ctx, token, 'selfie', { filename: 'selfie.png', content: samplePng(4) })
    expect(await currentStep(ctx, token)).toBe('driver_on_documents_other_form')

    const additional = (await ctx.get('/api/additional_documents', { token })).json().additional_documents as { id: number; name: string; required: boolean }[]
    const optional = additional.find((a) => !a.required)!
    const required = additional.find((a) => a.required)!
    await uploadDocument(ctx, token, 'other', { filename: 'employer.pdf', content: samplePdf() }, { additionalDocumentId: optional.id })
    expect(await currentStep(ctx, token)).toBe('driver_on_documents_other_form')
    const early = await ctx.post('/api/user/registration_step/complete', { registration_step: { step: 'driver_on_documents_other_form' } }, { token })
    expect(early.statusCode).toBe(400)
    // A document uploaded without a slot, then attached to the required one.
    const loose = await uploadDocument(ctx, token, 'other', { filename: 'bill.pdf', content: samplePdf() })
    const attached = await ctx.post(`/api/user/documents/${loose.json().document.id}/attach`, { additional_document: { id: required.id } }, { token })
    expect(attached.statusCode).toBe(200)
    expect(attached.json().document.additional_document_id).toBe(required.id)
    expect(await currentStep(ctx, token)).toBe('driver_on_card_form')

    const card = await addOfflineCard(token)
    expect(card.statusCode).toBe(201)
    expect(await currentStep(ctx, token)).toBe('driver_waiting_for_validation')

    const documents = (await ctx.get('/api/user/documents', { token })).json().documents as { document_type: string }[]
    expect(documents.map((d) => d.document_type).sort()).toEqual(['identity_back', 'identity_front', 'licence_back', 'licence_front', 'other', 'other', 'selfie'])
  })

  it('refuses registration changes from a blocked driver', async () => {
    const token = await ctx.tokenFor('blocked@demo.test')
    const res = await ctx.post('/api/user/sms_code', { sms_code: { cell_phone: '5145550100' } }, { token })
    expect(res.statusCode).toBe(403)
    expect(errorCodes(res)).toEqual(['account_blocked'])
  })
})

describe('registration workflow with steps switched off', () => {
  afterEach(async () => {
    await patchTenantSettings(ctx, 'demo', (s) => ({ ...s, registration_steps: Object.fromEntries(REGISTRATION_STEP_SETTINGS.map((k) => [k, true])) }))
  })

  it('skips the disabled steps: personal details, then documents licence, then validation', async () => {
    await patchTenantSettings(ctx, 'demo', (s) => ({
      ...s,
      registration_steps: {
        personal_details: true,
        phone_number: false,
        license_details: false,
        driver_license: true,
        id_document: false,
        selfie_document: false,
        other_document: false,
        credit_card: false,
      },
    }))
    const { token, step } = await signUp(ctx)
    expect(step).toBe('driver_on_personal_informations_form')
    expect((await ctx.put('/api/user', { user: PERSONAL }, { token })).json().user.workflow_next_step).toBe('driver_on_documents_licence_form')
    await uploadDocument(ctx, token, 'licence_front', { filename: 'front.png', content: samplePng() })
    await uploadDocument(ctx, token, 'licence_back', { filename: 'back.png', content: samplePng() })
    expect(await currentStep(ctx, token)).toBe('driver_waiting_for_validation')
  })

  it('starts at the card step when it is the only one, and the card completes registration', async () => {
    await patchTenantSettings(ctx, 'demo', (s) => ({
      ...s,
      registration_steps: { ...Object.fromEntries(REGISTRATION_STEP_SETTINGS.map((k) => [k, false])), credit_card: true },
    }))
    const { token, step } = await signUp(ctx)
    expect(step).toBe('driver_on_card_form')
    expect((await addOfflineCard(token, '5555 5555 5555 4444')).statusCode).toBe(201)
    expect(await currentStep(ctx, token)).toBe('driver_waiting_for_validation')
  })

  it('goes straight to validation when the tenant enables no step', async () => {
    await patchTenantSettings(ctx, 'demo', (s) => ({ ...s, registration_steps: Object.fromEntries(REGISTRATION_STEP_SETTINGS.map((k) => [k, false])) }))
    expect((await signUp(ctx)).step).toBe('driver_waiting_for_validation')
  })

  it('does not move a driver who uploads documents of a later step', async () => {
    const { token } = await signUp(ctx)
    await uploadDocument(ctx, token, 'selfie', { filename: 'selfie.png', content: samplePng() })
    expect(await currentStep(ctx, token)).toBe('driver_on_personal_informations_form')
  })
})
