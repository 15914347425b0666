import type { z } from 'zod'
import type { ResetPasswordConfirmBodySchema } from '@contracts/user'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { sha256 } from '../auth/secrets'
import { hashPassword, isPasswordLongEnough } from '../auth/passwords'
import { revokeUserTokens } from '../auth/tokens'
import { clearLoginThrottle } from '../auth/login-throttle'
import { PASSWORD_RESET_TOKEN_TTL_MS } from '../auth/login-policy'
import { issueSingleUseToken, spendSingleUseToken } from '../auth/single-use-tokens'
import { badRequest } from '../errors'
import { mayMailMember } from '../limits/recipient-limits'
import { appLinkAt } from '../tenants/app-link'
import { isWellFormedEmail } from './email-format'
import { findMemberByEmail } from './find-member'
import { memberLanguage, withMemberMail, type MemberMailContext } from './member-mail'
import { resetPasswordMail } from './reset-password-mail'

/** A new reset link's token for the member (single use); only its hash is stored. */
export function issueResetToken(db: Kysely<Database>, tenantId: number, userId: number, now: number): Promise<string> {
  return issueSingleUseToken(db, 'password_reset_tokens', { tenantId, userId }, PASSWORD_RESET_TOKEN_TTL_MS, now)
}

/**
 * Mails the member with this e-mail a reset link, the token and the mail written in one
 * transaction. A well-formed unknown address, or a member already sent their share of links, gets
 * nothing and the caller the same answer (no account enumeration); a malformed one is 400
 * EMAIL_IS_INVALID, which tells nothing about accounts (spec section 5).
 */
export async function sendResetLink(ctx: MemberMailContext, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase()
  if (!isWellFormedEmail(email)) throw badRequest('EMAIL_IS_INVALID', 'email')
  const user = await findMemberByEmail(ctx.db, ctx.tenant.id, email)
  if (!user || !(await mayMailMember(ctx.limiter, 'password_reset', ctx.tenant.id, user.id))) return
  await withMemberMail(ctx, async (trx, send) => {
    const token = await issueResetToken(trx, ctx.tenant.id, user.id, ctx.clock())
    const link = appLinkAt(ctx.origin, 'reset-password', { reset_password_token: token })
    await send({ to: user.email, ...resetPasswordMail(memberLanguage(user, ctx.lang), ctx.tenant.human_name, link) })
  })
}

export interface UsableResetToken {
  id: number
  userId: number
}

/** The tenant's reset token with this value, unused and unexpired; undefined otherwise. */
export async function findUsableResetToken(db: Kysely<Database>, tenantId: number, token: string, now: number): Promise<UsableResetToken | undefined> {
  const row = await db.selectFrom('password_reset_tokens').selectAll().where('tenant_id', '=', tenantId).where('token_hash', '=', sha256(token)).executeTakeFirst()
  if (!row || row.used_at !== null || row.expires_at <= now) return undefined
  return { id: row.id, userId: row.user_id }
}

/**
 * Spends the link and sets the new password, in one transaction: every other pending link of the
 * member is spent too, every session revoked, a sign-in lockout cleared (the link proved the
 * mailbox). False when the link was spent meanwhile.
 */
export async function resetPassword(db: Kysely<Database>, tenantId: number, link: UsableResetToken, passwordHash: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await spendSingleUseToken(trx, 'password_reset_tokens', tenantId, link.id, now))) return false
    await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('tenant_id', '=', tenantId).where('user_id', '=', link.userId).where('used_at', 'is', null).execute()
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', link.userId).where('tenant_id', '=', tenantId).execute()
    await revokeUserTokens(trx, tenantId, link.userId, now)
    const owner = await trx.selectFrom('users').select('email').where('id', '=', link.userId).where('tenant_id', '=', tenantId).executeTakeFirst()
    if (owner) await clearLoginThrottle(trx, tenantId, owner.email)
    return true
  })
}

/**
 * POST /reset_password/confirm: the link's token first (400 invalid_reset_password_token), then
 * the new password (PASSWORD_TOO_SHORT, PASSWORDS_MISMATCH); the link is spent and the password
 * set in one transaction (resetPassword). A link spent meanwhile is the invalid token again.
 */
export async function confirmPasswordReset(ctx: { db: Kysely<Database>; tenantId: number; nowMs: number }, input: z.output<typeof ResetPasswordConfirmBodySchema>): Promise<void> {
  const invalid = () => badRequest('invalid_reset_password_token', 'reset_password_token')
  const link = await findUsableResetToken(ctx.db, ctx.tenantId, input.reset_password_token, ctx.nowMs)
  if (!link) throw invalid()
  if (!isPasswordLongEnough(input.password)) throw badRequest('PASSWORD_TOO_SHORT', 'password')
  if (input.password !== input.password_confirmation) throw badRequest('PASSWORDS_MISMATCH', 'password_confirmation')
  if (!(await resetPassword(ctx.db, ctx.tenantId, link, await hashPassword(input.password), ctx.nowMs))) throw invalid()
}
