import type { Kysely } from 'kysely'
import { API_PREFIX } from '@contracts/http'
import { type DocumentKind, DocumentKindSchema, DocumentStatusSchema, isLicence, type UserDocument } from '@contracts/documents'
import type { Database, DocumentRow } from '../../db/schema'
import { badRequest, notFound } from '../../errors'
import { checkUpload, DOCUMENT_MIMES } from './file-check'
import { storeFile } from './file-store'
import type { FileStorage } from '../../storage/file-storage'
import { lockedWrite } from '../booking/locked-write'

export interface MemberScope {
  tenantId: number
  userId: number
}

export interface NewDocumentInput extends MemberScope {
  documentType: string
  additionalDocumentId: number | null
  content: Buffer
  filename: string
  storage: FileStorage
  now: number
  /** Free "other" documents (no additional document) the member may keep: settings.max_other_documents. */
  maxOtherDocuments?: number
}

async function ensureAdditionalDocument(db: Kysely<Database>, tenantId: number, id: number, field: string): Promise<void> {
  const row = await db.selectFrom('additional_documents').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
  if (!row) throw badRequest('bad_request', field, { fr: `document complémentaire inconnu : ${id}`, en: `unknown additional document ${id}` })
}

/** The member's documents filed under one requested (additional) document. */
function slotDocuments(db: Kysely<Database>, scope: MemberScope, additionalId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'storage_path'])
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('additional_document_id', '=', additionalId)
}

/** Inserts the document row, deleting the rows of the same slot; returns the new row and the replaced ones. */
function recordDocument(
  db: Kysely<Database>,
  input: NewDocumentInput,
  kind: DocumentKind,
  additionalId: number | null,
  mime: string,
  storagePath: string,
): Promise<{ row: DocumentRow; old: { id: number; storage_path: string }[] }> {
  // The member's row is locked so that parallel uploads cannot pass the "other" cap together.
  return lockedWrite(db, [{ table: 'users', id: input.userId }], async (trx) => {
    // A requested document's slot is its additional document, whatever the kind it was sent as.
    const previous =
      additionalId !== null
        ? slotDocuments(trx, input, additionalId)
        : trx
            .selectFrom('documents')
            .select(['id', 'storage_path'])
            .where('tenant_id', '=', input.tenantId)
            .where('user_id', '=', input.userId)
            .where('document_type', '=', kind)
            .where('additional_document_id', 'is', null)
    const freeOther = kind === 'other' && additionalId === null
    if (freeOther && input.maxOtherDocuments !== undefined) {
      const { n } = await trx
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', input.tenantId)
        .where('user_id', '=', input.userId)
        .where('document_type', '=', 'other')
        .where('additional_document_id', 'is', null)
        .executeTakeFirstOrThrow()
      if (Number(n) >= input.maxOtherDocuments) throw badRequest('too_many_documents', 'document.file')
    }
    const old = freeOther ? [] : await previous.execute()
    if (old.length > 0)
      await trx
        .deleteFrom('documents')
        .where(
          'id',
          'in',
          old.map((o) => o.id),
        )
        .execute()
    const row = await trx
      .insertInto('documents')
      .values({
        tenant_id: input.tenantId,
        user_id: input.userId,
        document_type: kind,
        additional_document_id: additionalId,
        content_type: mime,
        size: input.content.length,
        storage_path: storagePath,
        created_at: input.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return { row, old }
  })
}

/**
 * Stores an uploaded document after checking its content. A new upload of the same slot (same kind,
 * or the same additional document) replaces the previous one, so a retry never leaves two.
 */
export async function createDocument(db: Kysely<Database>, input: NewDocumentInput): Promise<DocumentRow> {
  const kind = DocumentKindSchema.safeParse(input.documentType)
  if (!kind.success)
    throw badRequest('bad_request', 'document.document_type', { fr: `type de document inconnu : ${input.documentType}`, en: `unknown document type ${input.documentType}` })
  const additionalId = input.additionalDocumentId
  if (additionalId !== null) await ensureAdditionalDocument(db, input.tenantId, additionalId, 'document.additional_document_id')
  const checked = await checkUpload(input.content, input.filename, DOCUMENT_MIMES, 'document.file')
  const storagePath = await storeFile(input.storage, 'documents', input, input.content, checked)

  let replaced: { row: DocumentRow; old: { id: number; storage_path: string }[] }
  try {
    replaced = await recordDocument(db, input, kind.data, additionalId, checked.mime, storagePath)
  } catch (error) {
    // No row points at the file: do not leave it in the storage.
    await input.storage.remove(storagePath)
    throw error
  }
  await Promise.all(replaced.old.map((o) => input.storage.remove(o.storage_path)))
  return replaced.row
}

export async function listDocuments(db: Kysely<Database>, scope: MemberScope): Promise<DocumentRow[]> {
  return db.selectFrom('documents').selectAll().where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).orderBy('id', 'asc').execute()
}

/** A document of this member; another member's document is not found (404), never forbidden. */
export async function findOwnDocument(db: Kysely<Database>, scope: MemberScope, id: number): Promise<DocumentRow> {
  const row = await db.selectFrom('documents').selectAll().where('tenant_id', '=', scope.tenantId).where('user_id', '=', scope.userId).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/**
 * Files an uploaded document under one of the tenant's additional documents (POST
 * /user/documents/{id}/attach). It replaces the slot's earlier file, as an upload to the slot does:
 * a member keeps one file per requested document, so attaching never frees room under the cap of
 * free documents for more than that one.
 */
export async function attachDocument(db: Kysely<Database>, scope: MemberScope & { storage: FileStorage }, id: number, additionalDocumentId: number): Promise<DocumentRow> {
  await findOwnDocument(db, scope, id)
  await ensureAdditionalDocument(db, scope.tenantId, additionalDocumentId, 'additional_document.id')
  const { row, old } = await lockedWrite(db, [{ table: 'users', id: scope.userId }], async (trx) => {
    const old = (await slotDocuments(trx, scope, additionalDocumentId).execute()).filter((o) => o.id !== id)
    if (old.length > 0)
      await trx
        .deleteFrom('documents')
        .where('tenant_id', '=', scope.tenantId)
        .where(
          'id',
          'in',
          old.map((o) => o.id),
        )
        .execute()
    const row = await trx
      .updateTable('documents')
      .set({ additional_document_id: additionalDocumentId, document_type: 'other' })
      .where('tenant_id', '=', scope.tenantId)
      .where('user_id', '=', scope.userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst()
    if (!row) throw notFound()
    return { row, old }
  })
  await Promise.all(old.map((o) => scope.storage.remove(o.storage_path)))
  return row
}

export function documentFileUrl(id: number): string {
  return `${API_PREFIX}/user/documents/${id}/file`
}

/**
 * The wire document. A licence's side carries the member's licence expiry date (the licence step's
 * driving_licence_expiration_time, a date or an instant: its day is kept).
 */
export function toWireDocument(row: DocumentRow, licenceExpiry: string | null = null): UserDocument {
  const kind = DocumentKindSchema.parse(row.document_type)
  const status = DocumentStatusSchema.safeParse(row.status)
  return {
    id: row.id,
    document_type: kind,
    additional_document_id: row.additional_document_id,
    content_type: row.content_type,
    size: row.size,
    url: documentFileUrl(row.id),
    created_at: new Date(row.created_at).toISOString(),
    status: status.success ? status.data : 'pending',
    refusal_reason: status.success && status.data === 'refused' ? row.refusal_reason : null,
    expires_on: isLicence(kind) && licenceExpiry && /^\d{4}-\d{2}-\d{2}/.test(licenceExpiry) ? licenceExpiry.slice(0, 10) : null,
  }
}

/** The download name of a document: its kind, its id and the extension of its content. */
export function documentDownloadName(row: DocumentRow): string {
  const ext = row.content_type === 'application/pdf' ? 'pdf' : row.content_type === 'image/png' ? 'png' : 'jpg'
  return `${row.document_type}-${row.id}.${ext}`
}
