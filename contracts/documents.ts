import { z } from 'zod'
import { IdSchema } from './common'
import { licenceExpiry } from './licence-expiry'

export { LICENCE_WARNING_DAYS, licenceExpiry, licenceWarningHorizon } from './licence-expiry'

export const DOCUMENT_KINDS = ['licence_front', 'licence_back', 'identity_front', 'identity_back', 'selfie', 'other'] as const
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS)
export type DocumentKind = z.infer<typeof DocumentKindSchema>
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const ACCEPTED_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const

export const DOCUMENT_STATUSES = ['pending', 'validated', 'refused'] as const
export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES)
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>

/** The kinds that are the driving licence, which carries the member's licence expiry date. */
export const isLicence = (kind: DocumentKind): boolean => kind === 'licence_front' || kind === 'licence_back'

/**
 * A document as the member reads it: the review's status, or expired / expiring (licenceExpiry)
 * for a licence with an expiry date. `today` and `expiresOn` are yyyy-MM-dd.
 */
export function documentState(d: { status: DocumentStatus; expires_on: string | null }, today: string): DocumentStatus | 'expiring' | 'expired' {
  if (d.status === 'refused') return d.status
  return licenceExpiry(d.expires_on, today) ?? d.status
}

export const UserDocumentSchema = z.object({
  id: IdSchema,
  document_type: DocumentKindSchema,
  additional_document_id: IdSchema.nullable(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
  created_at: z.string(),
  /** The operator's review: pending until reviewed (a replacement too), validated, or refused with its reason. */
  status: DocumentStatusSchema.default('pending'),
  refusal_reason: z.string().nullable().default(null),
  /** A licence's expiry date (the member's driving_licence_expiration_time, yyyy-MM-dd); null for other documents or when unknown. */
  expires_on: z.string().nullable().default(null),
})
export type UserDocument = z.infer<typeof UserDocumentSchema>
export const UserDocumentsResponseSchema = z.object({ documents: z.array(UserDocumentSchema) })
export const UserDocumentResponseSchema = z.object({ document: UserDocumentSchema })
export const AttachDocumentBodySchema = z.object({ additional_document: z.object({ id: IdSchema }) })
