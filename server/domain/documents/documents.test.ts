import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { insertUser } from '../../testing/insert-rows'
import { ENGINES } from '../../testing/test-database'
import { useTestTenantDatabase } from '../../testing/use-test-database'
import { attachDocument, createDocument, findOwnDocument, listDocuments, toWireDocument } from './documents'
import { diskStorage, resolveStoredFile } from '../../storage/disk-storage'
import { samplePdf, samplePng } from './testing/sample-files'

const NOW = Date.UTC(2025, 0, 15, 10)

describe.each(ENGINES)('documents on %s', (engine) => {
  const t = useTestTenantDatabase(engine, 'documents')
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'documents-'))
  })
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  const upload = (userId: number, documentType: string, content: Buffer, filename: string, additionalDocumentId: number | null = null) =>
    createDocument(t.db, { tenantId: t.tenantId, userId, documentType, additionalDocumentId, content, filename, storage: diskStorage(dataDir), now: NOW })

  it('stores the file privately under the tenant and user, and lists it', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    const row = await upload(userId, 'licence_front', samplePdf(), 'permis.pdf')
    expect(row.storage_path).toMatch(new RegExp(`^documents/${t.tenantId}/${userId}/[0-9a-f]{32}\\.pdf$`))
    const absolute = resolveStoredFile(dataDir, row.storage_path)
    expect(await readFile(absolute)).toEqual(samplePdf())
    expect((await stat(absolute)).mode & 0o777).toBe(0o600)
    const wire = toWireDocument(row)
    expect(wire).toMatchObject({ document_type: 'licence_front', content_type: 'application/pdf', size: samplePdf().length, url: `/api/user/documents/${row.id}/file` })
    expect((await listDocuments(t.db, { tenantId: t.tenantId, userId })).map((d) => d.id)).toEqual([row.id])
  })

  it('replaces the previous upload of the same slot and deletes its file', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    const first = await upload(userId, 'selfie', samplePng(), 'a.png')
    const second = await upload(userId, 'selfie', samplePng(3), 'b.png')
    expect((await listDocuments(t.db, { tenantId: t.tenantId, userId })).map((d) => d.id)).toEqual([second.id])
    await expect(stat(resolveStoredFile(dataDir, first.storage_path))).rejects.toMatchObject({ code: 'ENOENT' })
  })

  it('refuses an unknown document type and leaves nothing behind', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    await expect(upload(userId, 'passport', samplePng(), 'p.png')).rejects.toMatchObject({ statusCode: 400, field: 'document.document_type' })
    expect(await listDocuments(t.db, { tenantId: t.tenantId, userId })).toEqual([])
  })

  it('hides a document from another member', async () => {
    const owner = await insertUser(t.db, t.tenantId)
    const other = await insertUser(t.db, t.tenantId)
    const row = await upload(owner, 'identity_front', samplePng(), 'id.png')
    await expect(findOwnDocument(t.db, { tenantId: t.tenantId, userId: other }, row.id)).rejects.toMatchObject({ statusCode: 404 })
    await expect(findOwnDocument(t.db, { tenantId: t.tenantId + 1000, userId: owner }, row.id)).rejects.toMatchObject({ statusCode: 404 })
    expect((await findOwnDocument(t.db, { tenantId: t.tenantId, userId: owner }, row.id)).id).toBe(row.id)
  })

  it('attaches an uploaded document to an additional document of the tenant only', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    const additional = await t.db
      .insertInto('additional_documents')
      .values({ tenant_id: t.tenantId, name: 'proof', title_fr: 'Justificatif', title_en: 'Proof', description_fr: 'd', description_en: 'd', required: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await upload(userId, 'other', samplePdf(), 'proof.pdf')
    expect((await attachDocument(t.db, { tenantId: t.tenantId, userId, storage: diskStorage(dataDir) }, row.id, additional.id)).additional_document_id).toBe(additional.id)
    await expect(attachDocument(t.db, { tenantId: t.tenantId, userId, storage: diskStorage(dataDir) }, row.id, additional.id + 999)).rejects.toMatchObject({ statusCode: 400 })
    const stranger = await insertUser(t.db, t.tenantId)
    await expect(attachDocument(t.db, { tenantId: t.tenantId, userId: stranger, storage: diskStorage(dataDir) }, row.id, additional.id)).rejects.toMatchObject({ statusCode: 404 })
  })
})
