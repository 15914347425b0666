import { z } from 'zod'

/** GET /api/dev/outbox (outside production): e-mails and SMS the server sent, newest first. */
export const OutboxEntrySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  /** HTML for e-mails that have it, else the text. */
  body: z.string(),
  /** Set when a real adapter (SMTP, SMS gateway) delivered it. */
  delivered_at: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
})
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>
export const OutboxResponseSchema = z.object({ outbox: z.array(OutboxEntrySchema) })
