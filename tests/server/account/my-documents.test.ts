import { UserDocumentsResponseSchema, licenceExpiry as licenceExpiryState } from '@contracts/documents'
import { samplePng } from '../../../server/domain/documents/testing/sample-files'
import { licenceExpiry } from '../../../server/jobs/definitions/licence-expiry'
import { testClock } from '../rentals/rental-helpers'
import type { TestContext } from '../helpers'
import { createRegistrationContext, uploadDocument } from '../registration/registration-helpers'

const clock = testClock(Date.parse('2026-11-29T12:00:00Z'))
let ctx: TestContext
beforeAll(async () => {
  ctx = await createRegistrationContext({ adapters: { clock: clock.read } })
})
afterAll(() => ctx.close())

const documentsOf = async (token: string) => UserDocumentsResponseSchema.parse((await ctx.get('/api/user/documents', { token })).json()).documents

describe("a validated member's documents", () => {
  it('are listed with their review state and the licence expiry; a replaced licence goes back to review, the member stays validated', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const userId = await ctx.userId('driver@demo.test')
    await ctx.db.updateTable('users').set({ driving_licence_expiration_time: '2028-04-12' }).where('id', '=', userId).execute()
    const first = await uploadDocument(ctx, token, 'licence_front', { filename: 'permis.png', content: samplePng() })
    expect(first.statusCode).toBe(201)
    await ctx.db.updateTable('documents').set({ status: 'validated' }).where('id', '=', first.json().document.id).execute()
    const identity = await uploadDocument(ctx, token, 'identity_front', { filename: 'id.png', content: samplePng() })
    await ctx.db.updateTable('documents').set({ status: 'refused', refusal_reason: 'Photo floue' }).where('id', '=', identity.json().document.id).execute()

    const docs = await documentsOf(token)
    expect(docs.find((d) => d.document_type === 'licence_front')).toMatchObject({ status: 'validated', expires_on: '2028-04-12', refusal_reason: null })
    expect(docs.find((d) => d.document_type === 'identity_front')).toMatchObject({ status: 'refused', refusal_reason: 'Photo floue', expires_on: null })

    const replaced = await uploadDocument(ctx, token, 'licence_front', { filename: 'nouveau permis.png', content: samplePng() })
    expect(replaced.statusCode).toBe(201)
    const after = await documentsOf(token)
    expect(after.filter((d) => d.document_type === 'licence_front')).toEqual([expect.objectContaining({ id: replaced.json().document.id, status: 'pending' })])
    const user = await ctx.db.selectFrom('users').select(['validated', 'workflow_next_step']).where('id', '=', userId).executeTakeFirstOrThrow()
    expect(user).toMatchObject({ validated: 1, workflow_next_step: 'driver_ok' })
    // Another member sees none of them.
    expect(await documentsOf(await ctx.tokenFor('driver2@demo.test'))).not.toContainEqual(expect.objectContaining({ id: replaced.json().document.id }))
  })
})

describe('the licence expiry job', () => {
  const mails = (email: string) =>
    ctx.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', email).where('subject', 'like', '%permis de conduire expire%').execute()

  it('warns once by e-mail 30 days ahead, not earlier, and again for a renewed licence', async () => {
    const userId = await ctx.userId('driver@demo.test')
    await ctx.db.updateTable('users').set({ driving_licence_expiration_time: '2027-01-05', language: 'fr', licence_warned_for: null }).where('id', '=', userId).execute()
    await licenceExpiry.run({}, ctx.jobContext())
    expect(await mails('driver@demo.test')).toEqual([])

    await ctx.db.updateTable('users').set({ driving_licence_expiration_time: '2026-12-20' }).where('id', '=', userId).execute()
    await Promise.all([licenceExpiry.run({}, ctx.jobContext()), licenceExpiry.run({}, ctx.jobContext())])
    await licenceExpiry.run({}, ctx.jobContext())
    const sent = await mails('driver@demo.test')
    expect(sent).toHaveLength(1)
    expect(sent[0].subject).toBe('Montréal Autopartage : votre permis de conduire expire le 20 décembre 2026')

    // Renewed, then close to its new date: warned again.
    await ctx.db.updateTable('users').set({ driving_licence_expiration_time: '2026-12-27' }).where('id', '=', userId).execute()
    await licenceExpiry.run({}, ctx.jobContext())
    expect(await mails('driver@demo.test')).toHaveLength(2)
  })

  it('writes in English to an English member, and never to a member not validated', async () => {
    const en = await ctx.userId('driver2@demo.test')
    await ctx.db.updateTable('users').set({ driving_licence_expiration_time: '2026-12-10', language: 'en' }).where('id', '=', en).execute()
    const pending = await ctx.userId('pending@demo.test')
    await ctx.db.updateTable('users').set({ driving_licence_expiration_time: '2026-12-10' }).where('id', '=', pending).execute()
    await licenceExpiry.run({}, ctx.jobContext())
    const english = await ctx.db.selectFrom('outbox').select('subject').where('recipient', '=', 'driver2@demo.test').where('subject', 'like', '%licence expires%').execute()
    expect(english.map((m) => m.subject)).toEqual(['Montréal Autopartage: your driving licence expires on December 10, 2026'])
    expect(await ctx.db.selectFrom('outbox').select('id').where('recipient', '=', 'pending@demo.test').where('subject', 'like', '%permis%').execute()).toEqual([])
  })
})

describe("the licence expiry job, on the operator's calendar", () => {
  it("warns up to 30 days ahead of the tenant's today (the rule the greeting reads), not of the UTC one", async () => {
    // 22:00 in Montréal on 29 November is already 30 November in UTC.
    clock.now = Date.parse('2026-11-30T03:00:00Z')
    try {
      const admin = await ctx.userId('admin@demo.test')
      await ctx.db.updateTable('users').set({ driving_licence_expiration_time: '2026-12-30', licence_warned_for: null }).where('id', '=', admin).execute()
      await licenceExpiry.run({}, ctx.jobContext())
      const subjects = () =>
        ctx.db.selectFrom('outbox').select('subject').where('recipient', '=', 'admin@demo.test').where('subject', 'like', '%permis de conduire expire%').execute()
      expect(await subjects()).toEqual([])
      expect(licenceExpiryState('2026-12-30', '2026-11-29')).toBeNull()

      await ctx.db.updateTable('users').set({ driving_licence_expiration_time: '2026-12-29' }).where('id', '=', admin).execute()
      await licenceExpiry.run({}, ctx.jobContext())
      expect((await subjects()).map((m) => m.subject)).toEqual(['Montréal Autopartage : votre permis de conduire expire le 29 décembre 2026'])
      expect(licenceExpiryState('2026-12-29', '2026-11-29')).toBe('expiring')
    } finally {
      clock.now = Date.parse('2026-11-29T12:00:00Z')
    }
  })
})
