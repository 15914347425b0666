import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { sha256 } from '../auth/secrets'
import { clearLoginThrottle } from '../auth/login-throttle'
import { UNLOCK_TOKEN_TTL_MS } from '../auth/login-policy'
import { issueSingleUseToken, spendSingleUseToken } from '../auth/single-use-tokens'

/** A new unlock link's token for the member (single use); only its hash is stored. */
export function issueUnlockToken(db: Kysely<Database>, tenantId: number, userId: number, now: number): Promise<string> {
  return issueSingleUseToken(db, 'account_unlock_tokens', { tenantId, userId }, UNLOCK_TOKEN_TTL_MS, now)
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
