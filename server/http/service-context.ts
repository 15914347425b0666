import type { FastifyRequest } from 'fastify'
import type { OutboxContext } from '../adapters/outbox-transaction'
import type { MemberMailContext } from '../users/member-mail'
import { publicOrigin } from './public-url'

/** What a service that writes messages beside its change needs of the app. */
export function outboxContext(request: FastifyRequest): OutboxContext {
  const app = request.server
  return { jobs: app.jobs, smtpConfigured: Boolean(app.config.mail.smtpUrl), gatewayConfigured: Boolean(app.config.sms.gatewayUrl), clock: app.adapters.clock }
}

/** The plain context of a service that mails the request's member a link, read from the request once. */
export async function memberMailContext(request: FastifyRequest): Promise<MemberMailContext> {
  const app = request.server
  return {
    db: app.db,
    tenant: { id: request.tenant.id, human_name: request.tenant.human_name },
    lang: request.lang,
    origin: await publicOrigin(request),
    limiter: app.limiter,
    ...outboxContext(request),
  }
}
