import { z } from 'zod'
import { IdSchema } from './common'

export const DOCUMENT_KINDS = ['licence_front', 'licence_back', 'identity_front', 'identity_back', 'selfie', 'other'] as const
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS)
export type DocumentKind = z.infer<typeof DocumentKindSchema>
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const ACCEPTED_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const

export const UserDocumentSchema = z.object({
  id: IdSchema,
  document_type: DocumentKindSchema,
  additional_document_id: IdSchema.nullable(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
  created_at: z.string(),
})
export type UserDocument = z.infer<typeof UserDocumentSchema>
export const UserDocumentsResponseSchema = z.object({ documents: z.array(UserDocumentSchema) })
export const UserDocumentResponseSchema = z.object({ document: UserDocumentSchema })
export const AttachDocumentBodySchema = z.object({ additional_document: z.object({ id: IdSchema }) })
