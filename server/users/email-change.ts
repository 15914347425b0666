import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../db/schema'
import { randomToken, sha256 } from '../auth/secrets'
import { ApiError, badRequest } from '../errors'
import { mayMailMember } from '../limits/recipient-limits'
import { appLinkAt } from '../tenants/app-link'
import { emailChangeConfirmMail, emailChangeNoticeMail } from './email-change-mail'
import { memberLanguage, withMemberMail, type MemberMailContext } from './member-mail'
import { isWellFormedEmail } from './email-format'
import { isUniqueViolation } from './create-member'

/** How long the link sent to the new address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000

/** The new address as the account would keep it, or null when it is the current one (nothing to change). */
export function newEmailOf(user: Pick<UserRow, 'email'>, raw: string): string | null {
  const email = raw.trim().toLowerCase()
  if (!isWellFormedEmail(email)) throw badRequest('EMAIL_IS_INVALID', 'user.email')
  return email === user.email.toLowerCase() ? null : email
}

/**
 * Records a change of address for the member and mails the link to the new address and a notice
 * to the current one, all in one transaction. At most RECIPIENT_MAIL_LIMITS.email_change requests
 * (else 429 rate_limited); the address must be free on the tenant; an earlier pending request of
 * the member is dropped, so only the latest link works. The token is kept hashed.
 */
export async function requestEmailChange(ctx: MemberMailContext, user: Pick<UserRow, 'id' | 'tenant_id' | 'email' | 'language'>, email: string): Promise<void> {
  if (!(await mayMailMember(ctx.limiter, 'email_change', user.tenant_id, user.id))) throw new ApiError(429, 'rate_limited')
  const taken = await ctx.db.selectFrom('users').select('id').where('tenant_id', '=', user.tenant_id).where('email', '=', email).executeTakeFirst()
  if (taken) throw badRequest('EMAIL_ALREADY_TAKEN', 'user.email')
  const token = randomToken()
  const now = ctx.clock()
  const lang = memberLanguage(user, ctx.lang)
  const tenantName = ctx.tenant.human_name
  await withMemberMail(ctx, async (trx, send) => {
    await trx.deleteFrom('email_changes').where('tenant_id', '=', user.tenant_id).where('user_id', '=', user.id).where('used_at', 'is', null).execute()
    await trx
      .insertInto('email_changes')
      .values({ tenant_id: user.tenant_id, user_id: user.id, new_email: email, token_hash: sha256(token), expires_at: now + EMAIL_CHANGE_TTL_MS, used_at: null, created_at: now })
      .execute()
    const link = appLinkAt(ctx.origin, 'account/email-confirmation', { token })
    await send({ to: email, ...emailChangeConfirmMail(lang, tenantName, email, link) })
    await send({ to: user.email, ...emailChangeNoticeMail(lang, tenantName, email) })
  })
}

/**
 * Follows the link: the account takes the new address, the link is spent. Sessions stay (the
 * member proved both the session and the new mailbox). Unknown, spent or expired: 400
 * email_change_token_invalid; an address taken meanwhile: 400 EMAIL_ALREADY_TAKEN.
 */
export async function confirmEmailChange(db: Kysely<Database>, tenantId: number, token: string, now: number): Promise<string> {
  const invalid = () => badRequest('email_change_token_invalid', 'token')
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('email_changes').selectAll().where('tenant_id', '=', tenantId).where('token_hash', '=', sha256(token)).executeTakeFirst()
    if (!row || row.used_at !== null || row.expires_at < now) throw invalid()
    const spent = await trx.updateTable('email_changes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
    if (Number(spent.numUpdatedRows) !== 1) throw invalid()
    const taken = await trx.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('email', '=', row.new_email).where('id', '!=', row.user_id).executeTakeFirst()
    if (taken) throw badRequest('EMAIL_ALREADY_TAKEN', 'token')
    try {
      await trx
        .updateTable('users')
        .set({ email: row.new_email, updated_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', row.user_id)
        .where('deleted_at', 'is', null)
        .execute()
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest('EMAIL_ALREADY_TAKEN', 'token')
      throw err
    }
    return row.new_email
  })
}
