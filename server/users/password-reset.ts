import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { sha256 } from '../auth/secrets'
import { revokeUserTokens } from '../auth/tokens'
import { clearLoginThrottle } from '../auth/login-throttle'
import { PASSWORD_RESET_TOKEN_TTL_MS } from '../auth/login-policy'
import { issueSingleUseToken, spendSingleUseToken } from '../auth/single-use-tokens'

/** A new reset link's token for the member (single use); only its hash is stored. */
export function issueResetToken(db: Kysely<Database>, tenantId: number, userId: number, now: number): Promise<string> {
  return issueSingleUseToken(db, 'password_reset_tokens', { tenantId, userId }, PASSWORD_RESET_TOKEN_TTL_MS, now)
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
