import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { sha256 } from '../auth/secrets'
import { clearLoginThrottle, isLoginLocked } from '../auth/login-throttle'
import { UNLOCK_TOKEN_TTL_MS } from '../auth/login-policy'
import { issueSingleUseToken, spendSingleUseToken } from '../auth/single-use-tokens'
import { mayMailMember } from '../limits/recipient-limits'
import { appLinkAt } from '../tenants/app-link'
import { findMemberByEmail } from './find-member'
import { memberLanguage, withMemberMail, type MemberMailContext } from './member-mail'
import { unlockAccountMail } from './unlock-account-mail'

/** A new unlock link's token for the member (single use); only its hash is stored. */
export function issueUnlockToken(db: Kysely<Database>, tenantId: number, userId: number, now: number): Promise<string> {
  return issueSingleUseToken(db, 'account_unlock_tokens', { tenantId, userId }, UNLOCK_TOKEN_TTL_MS, now)
}

/**
 * Mails an unlock link to the member with this e-mail when their sign-in is locked now, the token
 * and the mail written in one transaction; delivery runs in a job after the answer. An unknown
 * address, an account not locked or a member already sent their share of links gets nothing, and
 * the caller the same answer.
 */
export async function sendUnlockLink(ctx: MemberMailContext, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase()
  const now = ctx.clock()
  const user = await findMemberByEmail(ctx.db, ctx.tenant.id, email)
  if (!user || !(await isLoginLocked(ctx.db, ctx.tenant.id, email, now))) return
  if (!(await mayMailMember(ctx.limiter, 'account_unlock', ctx.tenant.id, user.id))) return
  await withMemberMail(ctx, async (trx, send) => {
    const token = await issueUnlockToken(trx, ctx.tenant.id, user.id, now)
    const link = appLinkAt(ctx.origin, 'unlock-account', { unlock_token: token })
    await send({ to: user.email, ...unlockAccountMail(memberLanguage(user, ctx.lang), ctx.tenant.human_name, link) })
  })
}

/**
 * Spends the link and clears the wrong passwords and the lock of its account, in one transaction.
 * False when the link is unknown, spent or expired.
 */
export function unlockAccount(db: Kysely<Database>, tenantId: number, token: string, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('account_unlock_tokens as t')
      .innerJoin('users as u', (j) => j.onRef('u.id', '=', 't.user_id').onRef('u.tenant_id', '=', 't.tenant_id'))
      .select(['t.id', 't.used_at', 't.expires_at', 'u.email'])
      .where('t.tenant_id', '=', tenantId)
      .where('t.token_hash', '=', sha256(token))
      .executeTakeFirst()
    if (!row || row.used_at !== null || row.expires_at <= now) return false
    if (!(await spendSingleUseToken(trx, 'account_unlock_tokens', tenantId, row.id, now))) return false
    await clearLoginThrottle(trx, tenantId, row.email)
    return true
  })
}
