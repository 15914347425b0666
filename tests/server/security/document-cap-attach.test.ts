import { samplePdf } from '../../../server/domain/documents/testing/sample-files'
import { errorCodes, type TestContext } from '../helpers'
import { createRegistrationContext, signUp, uploadDocument } from '../registration/registration-helpers'

// Uploads and attaches in any order: at most the free documents plus one per requested document.
let ctx: TestContext
let slots: number[]
beforeAll(async () => {
  ctx = await createRegistrationContext()
  await ctx.updateTenantSettings('demo', (s) => {
    s.max_other_documents = 2
  })
  const tenantId = await ctx.tenantId('demo')
  slots = []
  for (const name of ['proof-a', 'proof-b']) {
    const row = await ctx.db
      .insertInto('additional_documents')
      .values({ tenant_id: tenantId, name, title_fr: name, title_en: name, description_fr: 'd', description_en: 'd', required: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
    slots.push(row.id)
  }
})
afterAll(() => ctx.close())

describe('the cap of documents through attach', () => {
  it('does not let attaching free the cap: uploads and attaches in turn keep 2 free plus one per slot', async () => {
    const { token } = await signUp(ctx)
    const userId = (await ctx.get('/api/user', { token })).json<{ user: { id: number } }>().user.id
    const upload = () => uploadDocument(ctx, token, 'other', { filename: 'bill.pdf', content: samplePdf() })
    const attach = (id: number, slot: number) => ctx.post(`/api/user/documents/${id}/attach`, { additional_document: { id: slot } }, { token })

    for (let round = 0; round < 5; round++) {
      const ids: number[] = []
      for (let i = 0; i < 2; i++) {
        const res = await upload()
        if (res.statusCode === 201) ids.push(res.json<{ document: { id: number } }>().document.id)
        else expect(errorCodes(res)).toEqual(['too_many_documents'])
      }
      for (const [i, id] of ids.entries()) expect((await attach(id, slots[i % 2])).statusCode).toBe(200)
    }
    const rows = await ctx.db.selectFrom('documents').select(['id', 'additional_document_id']).where('user_id', '=', userId).execute()
    expect(rows.length).toBeLessThanOrEqual(2 + slots.length)
    expect(rows.filter((r) => r.additional_document_id === slots[0])).toHaveLength(1)
    expect(rows.filter((r) => r.additional_document_id === slots[1])).toHaveLength(1)
  })

  it('replaces the slot’s earlier file when another document is attached to it', async () => {
    const { token } = await signUp(ctx)
    const first = (await uploadDocument(ctx, token, 'other', { filename: 'a.pdf', content: samplePdf() }, { additionalDocumentId: slots[0] })).json<{ document: { id: number } }>()
      .document.id
    const second = (await uploadDocument(ctx, token, 'other', { filename: 'b.pdf', content: samplePdf() })).json<{ document: { id: number } }>().document.id
    expect((await ctx.post(`/api/user/documents/${second}/attach`, { additional_document: { id: slots[0] } }, { token })).statusCode).toBe(200)
    const listed = (await ctx.get('/api/user/documents', { token })).json<{ documents: { id: number; additional_document_id: number | null }[] }>().documents
    expect(listed.map((d) => d.id)).toEqual([second])
    expect((await ctx.get(`/api/user/documents/${first}/file`, { token })).statusCode).toBe(404)
  })
})
