import { advanceAfterProfileUpdate, advanceIfSatisfied, completeStep, finishDocumentStep, type WorkflowContext } from './advance'
import { insertTenant, insertUser } from '../../testing/insert-rows'
import { ENGINES } from '../../testing/test-database'
import { useTestTenantDatabase } from '../../testing/use-test-database'
import { registrationSettings } from './testing/settings'
import type { RegistrationSettings } from './settings'

const NOW = Date.UTC(2025, 0, 15, 10)

describe.each(ENGINES)('workflow advance on %s', (engine) => {
  const t = useTestTenantDatabase(engine, 'registration')

  const ctxFor = (userId: number, settings: RegistrationSettings = registrationSettings()): WorkflowContext => ({ db: t.db, tenantId: t.tenantId, userId, settings, now: NOW })
  const stepOf = async (userId: number) => (await t.db.selectFrom('users').select('workflow_next_step').where('id', '=', userId).executeTakeFirstOrThrow()).workflow_next_step
  const addDocument = (userId: number, documentType: string, additionalId: number | null = null) =>
    t.db
      .insertInto('documents')
      .values({
        tenant_id: t.tenantId,
        user_id: userId,
        document_type: documentType,
        additional_document_id: additionalId,
        content_type: 'image/png',
        size: 1,
        storage_path: 'x',
        created_at: NOW,
      })
      .execute()

  it('moves a driver from personal details once the required fields are filled', async () => {
    const userId = await insertUser(t.db, t.tenantId, { workflow_next_step: 'driver_on_personal_informations_form' })
    await t.db.updateTable('users').set({ first_name: 'Ada' }).where('id', '=', userId).execute()
    expect(await advanceAfterProfileUpdate(ctxFor(userId))).toBe('driver_on_personal_informations_form')
    await t.db.updateTable('users').set({ last_name: 'Lovelace' }).where('id', '=', userId).execute()
    expect(await advanceAfterProfileUpdate(ctxFor(userId))).toBe('driver_on_sms_form')
    expect(await stepOf(userId)).toBe('driver_on_sms_form')
  })

  it('does not move a driver who is at another step', async () => {
    const userId = await insertUser(t.db, t.tenantId, { workflow_next_step: 'driver_on_sms_form' })
    expect(await completeStep(ctxFor(userId), 'driver_on_personal_informations_form')).toBe('driver_on_sms_form')
    expect(await advanceAfterProfileUpdate(ctxFor(userId))).toBe('driver_on_sms_form')
  })

  it('moves through the document steps as their documents arrive', async () => {
    const userId = await insertUser(t.db, t.tenantId, { workflow_next_step: 'driver_on_documents_licence_form' })
    await addDocument(userId, 'licence_front')
    expect(await advanceIfSatisfied(ctxFor(userId))).toBe('driver_on_documents_licence_form')
    await addDocument(userId, 'licence_back')
    expect(await advanceIfSatisfied(ctxFor(userId))).toBe('driver_on_documents_identity_form')
    await addDocument(userId, 'identity_front')
    await addDocument(userId, 'identity_back')
    expect(await advanceIfSatisfied(ctxFor(userId))).toBe('driver_on_documents_selfie_form')
    await addDocument(userId, 'selfie')
    // No additional document is defined: the other-documents step offers nothing and is passed over.
    expect(await advanceIfSatisfied(ctxFor(userId))).toBe('driver_on_card_form')
  })

  it('passes over a document step whose documents were uploaded earlier', async () => {
    const userId = await insertUser(t.db, t.tenantId, { workflow_next_step: 'driver_on_licence_form' })
    await addDocument(userId, 'licence_front')
    await addDocument(userId, 'licence_back')
    expect(await completeStep(ctxFor(userId), 'driver_on_licence_form')).toBe('driver_on_documents_identity_form')
  })

  it('waits on the other-documents step until every required additional document is attached', async () => {
    const otherTenant = await insertTenant(t.db, `other-${engine}`)
    const [required, optional] = await Promise.all(
      [1, 0].map(
        async (req) =>
          (
            await t.db
              .insertInto('additional_documents')
              .values({ tenant_id: otherTenant, name: `doc-${req}`, title_fr: 't', title_en: 't', description_fr: 'd', description_en: 'd', required: req })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
      ),
    )
    const userId = await insertUser(t.db, otherTenant, { workflow_next_step: 'driver_on_documents_other_form' })
    const ctx = { ...ctxFor(userId), tenantId: otherTenant }
    await t.db
      .insertInto('documents')
      .values({
        tenant_id: otherTenant,
        user_id: userId,
        document_type: 'other',
        additional_document_id: optional,
        content_type: 'application/pdf',
        size: 1,
        storage_path: 'x',
        created_at: NOW,
      })
      .execute()
    expect(await advanceIfSatisfied(ctx)).toBe('driver_on_documents_other_form')
    await expect(finishDocumentStep(ctx, 'driver_on_documents_other_form')).rejects.toMatchObject({ statusCode: 400 })
    await t.db
      .insertInto('documents')
      .values({
        tenant_id: otherTenant,
        user_id: userId,
        document_type: 'other',
        additional_document_id: required,
        content_type: 'application/pdf',
        size: 1,
        storage_path: 'x',
        created_at: NOW,
      })
      .execute()
    expect(await advanceIfSatisfied(ctx)).toBe('driver_on_card_form')
  })

  it('lets the driver leave a step whose uploads are all optional', async () => {
    const tenant = await insertTenant(t.db, `optional-${engine}`)
    await t.db
      .insertInto('additional_documents')
      .values({ tenant_id: tenant, name: 'opt', title_fr: 't', title_en: 't', description_fr: 'd', description_en: 'd', required: 0 })
      .execute()
    const userId = await insertUser(t.db, tenant, { workflow_next_step: 'driver_on_documents_other_form' })
    const ctx = { ...ctxFor(userId), tenantId: tenant }
    expect(await advanceIfSatisfied(ctx)).toBe('driver_on_documents_other_form')
    expect(await finishDocumentStep(ctx, 'driver_on_documents_other_form')).toBe('driver_on_card_form')
  })

  it('ends at validation after the card step and skips disabled steps', async () => {
    const settings = registrationSettings(['credit_card'])
    const userId = await insertUser(t.db, t.tenantId, { workflow_next_step: 'driver_on_documents_selfie_form' })
    await addDocument(userId, 'selfie')
    expect(await advanceIfSatisfied(ctxFor(userId, settings))).toBe('driver_waiting_for_validation')
  })

  it('moves on from the card step once a card exists', async () => {
    const userId = await insertUser(t.db, t.tenantId, { workflow_next_step: 'driver_on_card_form' })
    expect(await advanceIfSatisfied(ctxFor(userId))).toBe('driver_on_card_form')
    await t.db
      .insertInto('payment_cards')
      .values({ tenant_id: t.tenantId, user_id: userId, provider: 'offline', provider_ref: 'pm', brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030, created_at: NOW })
      .execute()
    expect(await advanceIfSatisfied(ctxFor(userId))).toBe('driver_waiting_for_validation')
  })

  it('moves a racing pair of calls only once', async () => {
    const userId = await insertUser(t.db, t.tenantId, { workflow_next_step: 'driver_on_sms_form' })
    const results = await Promise.all([completeStep(ctxFor(userId), 'driver_on_sms_form'), completeStep(ctxFor(userId), 'driver_on_sms_form')])
    expect(results).toContain('driver_on_licence_form')
    expect(await stepOf(userId)).toBe('driver_on_licence_form')
  })
})
