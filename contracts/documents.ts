import { z } from 'zod'
import { IdSchema } from './common'

export const DOCUMENT_KINDS = ['licence_front', 'licence_back', 'identity_front', 'identity_back', 'selfie', 'other'] as const
export const DocumentKindSchema = z.enum(DOCUMENT_KINDS)
export type DocumentKind = z.infer<typeof DocumentKindSchema>
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const ACCEPTED_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const

export const DOCUMENT_STATUSES = ['pending', 'validated', 'refused'] as const
export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES)
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>

/** A licence is warned about (e-mail, account screen) this many days before it expires. */
export const LICENCE_WARNING_DAYS = 30

/** The kinds that are the driving licence, which carries the member's licence expiry date. */
export const isLicence = (kind: DocumentKind): boolean => kind === 'licence_front' || kind === 'licence_back'

const addDays = (ymd: string, days: number): string => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The last expiry date warned about on `today`: a licence expiring on it or before (and not yet) is expiring. Both yyyy-MM-dd. */
export const licenceWarningHorizon = (today: string): string => addDays(today, LICENCE_WARNING_DAYS)

/**
 * The one rule of a licence's expiry as the member is told it (e-mail, greeting, My documents):
 * expired once its day has passed, expiring from LICENCE_WARNING_DAYS before it, else nothing.
 * `expiresOn` (a date, or an instant whose day is kept) and `today` are the operator's calendar days.
 */
export function licenceExpiry(expiresOn: string | null, today: string): 'expiring' | 'expired' | null {
  const day = expiresOn?.slice(0, 10) ?? ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  if (day < today) return 'expired'
  return day <= licenceWarningHorizon(today) ? 'expiring' : null
}

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
