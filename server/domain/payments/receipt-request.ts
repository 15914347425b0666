import { ApiError } from '../../errors'
import { mayMailMember } from '../../limits/recipient-limits'
import { withMemberMail, type MemberMailContext } from '../../users/member-mail'
import type { Receipt } from '@contracts/receipt'
import { receiptMail } from './receipt-mail'

/**
 * POST /user/rentals/{id}/receipt/email: mails the receipt's PDF to its driver through the outbox,
 * in the request's language. The member asks for their own mail, so a spent limit (10 an hour) is
 * said: 429 rate_limited.
 */
export async function mailReceipt(ctx: MemberMailContext, member: { id: number; email: string }, receipt: Receipt, timeZone: string): Promise<void> {
  if (!(await mayMailMember(ctx.limiter, 'receipt', ctx.tenant.id, member.id))) throw new ApiError(429, 'rate_limited')
  const mail = receiptMail(receipt, ctx.lang, timeZone)
  await withMemberMail(ctx, (_trx, send) => send({ to: member.email, ...mail }))
}
