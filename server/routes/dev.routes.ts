import { z } from 'zod'
import { OutboxResponseSchema } from '@contracts/dev'
import { defineRoutes } from '../http/route-module'
import { readOutbox } from '../adapters/outbox-read'
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
      const outbox = await readOutbox(app.db, request.tenant.id, { recipient: recipient ? recipientKey(recipient) : undefined, channel, limit })
      return { outbox }
    },
  )
})
