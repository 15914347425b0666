import { ACCEPTED_MIME_TYPES, AttachDocumentBodySchema, DocumentKindSchema, UserDocumentResponseSchema, UserDocumentsResponseSchema } from '@contracts/documents'
import { UserResponseSchema } from '@contracts/user'
import { CompleteRegistrationStepBodySchema } from '@contracts/registration'
import { requireMember } from '../../context/auth'
import { attachDocument, createDocument, documentDownloadName, findOwnDocument, listDocuments, toWireDocument } from '../../domain/documents/documents'
import { advanceIfSatisfied, finishDocumentStep } from '../../domain/registration/advance'
import { badRequest, notFound } from '../../errors'
import { defineRoutes } from '../../http/route-module'
import { parseId } from '../../http/validation'
import { activeMember, member } from '../../context/guards'
import { loadUserWire } from '../../users/serialize'
import { acceptUploads, readMultipartForm } from './multipart-form'
import { workflowContext } from './workflow-context'
import { z } from 'zod'
import { binary, declared, fileAnswer, IdParams } from '../../http/declared-routes'
import { userFileReply } from '../../http/user-file'
import { readUserById } from '../../users/find-member'

const DocumentUpload = z.object({
  'document[file]': binary(),
  'document[document_type]': DocumentKindSchema,
  'document[additional_document_id]': z.string().optional(),
})

function optionalId(raw: string | undefined, field: string): number | null {
  if (raw === undefined || raw.trim() === '' || raw === 'null') return null
  const id = parseId(raw.trim())
  if (id === null) throw badRequest('bad_request', field)
  return id
}

/** Identity documents: private uploads kept per tenant and user, served to their owner only. */
export default defineRoutes(async (app) => {
  await acceptUploads(app)
  app.get(
    '/user/documents',
    { schema: declared({ summary: "The member's uploaded documents.", bearer: true, response: { 200: UserDocumentsResponseSchema } }) },
    async (request) => {
      const { user } = await requireMember(request)
      const rows = await listDocuments(app.db, { tenantId: request.tenant.id, userId: user.id })
      return { documents: rows.map((row) => toWireDocument(row, user.driving_licence_expiration_time)) }
    },
  )

  /** Multipart document[file], document[document_type], optional document[additional_document_id]; moves the document step on when it is complete. */
  app.post(
    '/user/documents',
    {
      schema: declared({
        summary: 'Uploads a document (multipart).',
        bearer: true,
        guard: activeMember,
        consumes: ['multipart/form-data'],
        body: DocumentUpload,
        response: { 201: UserDocumentResponseSchema },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const form = await readMultipartForm(request, 'document')
      if (!form.file) throw badRequest('bad_request', 'document[file]', { fr: 'document[file] est manquant', en: 'document[file] is missing' })
      const ctx = workflowContext(request, user)
      const row = await createDocument(app.db, {
        tenantId: ctx.tenantId,
        userId: user.id,
        documentType: form.fields.document_type ?? '',
        additionalDocumentId: optionalId(form.fields.additional_document_id, 'document[additional_document_id]'),
        content: form.file.content,
        filename: form.file.filename,
        storage: app.files,
        now: ctx.now,
        maxOtherDocuments: request.tenant.settings.max_other_documents,
      })
      await advanceIfSatisfied(ctx)
      return reply.code(201).send({ document: toWireDocument(row, user.driving_licence_expiration_time) })
    },
  )

  app.get(
    '/user/documents/:id/file',
    {
      schema: declared({
        summary: "The file of one of the member's documents.",
        bearer: true,
        guard: member,
        params: IdParams,
        response: { 200: fileAnswer('The stored file.', ...ACCEPTED_MIME_TYPES) },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const row = await findOwnDocument(app.db, { tenantId: request.tenant.id, userId: user.id }, request.params.id)
      const content = await app.files.get(row.storage_path)
      if (!content) throw notFound()
      return userFileReply(reply, { contentType: row.content_type, filename: documentDownloadName(row) }).send(content)
    },
  )

  app.post(
    '/user/documents/:id/attach',
    {
      schema: declared({
        summary: 'Attaches an uploaded document to a requested one.',
        bearer: true,
        guard: activeMember,
        params: IdParams,
        body: AttachDocumentBodySchema,
        response: { 200: UserDocumentResponseSchema },
      }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      const body = request.body
      const ctx = workflowContext(request, user)
      const row = await attachDocument(app.db, { tenantId: ctx.tenantId, userId: user.id, storage: app.files }, request.params.id, body.additional_document.id)
      await advanceIfSatisfied(ctx)
      return { document: toWireDocument(row, user.driving_licence_expiration_time) }
    },
  )

  /** "Next" on a document step whose uploads are all optional; 400 while a required one is missing. */
  app.post(
    '/user/registration_step/complete',
    {
      schema: declared({
        summary: 'Moves past a document step whose uploads are all optional.',
        bearer: true,
        guard: activeMember,
        body: CompleteRegistrationStepBodySchema,
        response: { 200: UserResponseSchema },
      }),
    },
    async (request) => {
      const { user } = await requireMember(request)
      const body = request.body
      const ctx = workflowContext(request, user)
      await finishDocumentStep(ctx, body.registration_step.step)
      const row = await readUserById(app.db, ctx.tenantId, user.id)
      return { user: await loadUserWire(app.db, row) }
    },
  )
})
