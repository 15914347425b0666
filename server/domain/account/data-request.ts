import { mayMailMember } from '../../limits/recipient-limits'
import { withMemberMail, type MemberMailContext } from '../../users/member-mail'
import { buildPersonalDataExport } from './data-export'
import { personalDataMail } from './data-export-mail'

/**
 * POST /user/data_request: mails the member a copy of their personal data, in the request's
 * language, through the outbox. At most RECIPIENT_MAIL_LIMITS.data_request a day; beyond, nothing
 * is sent and the caller answers the same.
 */
export async function sendPersonalData(ctx: MemberMailContext, member: { id: number; email: string }, distanceUnit: 'km' | 'miles'): Promise<void> {
  if (!(await mayMailMember(ctx.limiter, 'data_request', ctx.tenant.id, member.id))) return
  const data = await buildPersonalDataExport(ctx.db, { tenantId: ctx.tenant.id, userId: member.id }, distanceUnit, ctx.clock())
  const mail = personalDataMail(ctx.lang, ctx.tenant.human_name, data)
  await withMemberMail(ctx, (_trx, send) => send({ to: member.email, subject: mail.subject, text: mail.text }))
}
