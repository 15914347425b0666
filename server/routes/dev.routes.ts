import { z } from 'zod'
import { OutboxResponseSchema, type OutboxEntry } from '@contracts/dev'
import { defineRoutes } from '../http/route-module'
import { isoInstant, isoInstantOrNull } from '../domain/iso-instant'
import { declared } from '../http/declared-routes'

const OutboxQuerySchema = z.object({
  recipient: z.string().optional(),
  channel: z.enum(['email', 'sms']).optional(),
  limit: z.coerce.number().int().positive().max(500).default(50),
})

/** E-mails compare lower-cased; a phone's "+" often arrives decoded as a space from a query string. */
function recipientKey(raw: string): string {
  const r = raw.trim()
  if (/^\d{8,15}$/.test(r)) return `+${r}`
  return r.includes('@') ? r.toLowerCase() : r
}

/**
 * The outbox of the request's tenant, newest first, so browser tests and local users can read SMS
 * codes and e-mails without a gateway. Outside production and to loopback clients only, as every
 * route under /api/dev (http/dev-only.ts): it holds reset links and codes.
 */
export default defineRoutes(async (app) => {
  app.get(
    '/dev/outbox',
    { schema: declared({ summary: 'Development only: the e-mails and SMS sent, newest first.', querystring: OutboxQuerySchema, response: { 200: OutboxResponseSchema } }) },
    async (request) => {
      const { recipient, channel, limit } = request.query
      let q = app.db.selectFrom('outbox').selectAll().where('tenant_id', '=', request.tenant.id)
      if (recipient) q = q.where('recipient', '=', recipientKey(recipient))
      if (channel) q = q.where('channel', '=', channel)
      const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
      const outbox: OutboxEntry[] = rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        delivered_at: isoInstantOrNull(r.delivered_at),
        error: r.error,
        created_at: isoInstant(r.created_at),
      }))
      return { outbox }
    },
  )
})
