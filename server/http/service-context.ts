import type { FastifyRequest } from 'fastify'
import type { MemberMailContext } from '../users/member-mail'
import { publicOrigin } from './public-url'

/** The plain context of a service that mails the request's member a link, read from the request once. */
export async function memberMailContext(request: FastifyRequest): Promise<MemberMailContext> {
  const app = request.server
  return {
    db: app.db,
    tenant: { id: request.tenant.id, human_name: request.tenant.human_name },
    lang: request.lang,
    origin: await publicOrigin(request),
    jobs: app.jobs,
    smtpConfigured: Boolean(app.config.mail.smtpUrl),
    clock: app.adapters.clock,
    limiter: app.limiter,
  }
}
