import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { randomToken, sha256 } from '../auth/secrets'
import { clearLoginThrottle } from '../auth/login-throttle'
import { UNLOCK_TOKEN_TTL_MS } from '../auth/login-policy'

/** A new unlock link's token for the member (single use); only its hash is stored. */
export async function issueUnlockToken(db: Kysely<Database>, tenantId: number, userId: number, now: number): Promise<string> {
  const token = randomToken()
  await db
    .insertInto('account_unlock_tokens')
    .values({ tenant_id: tenantId, user_id: userId, token_hash: sha256(token), expires_at: now + UNLOCK_TOKEN_TTL_MS, used_at: null, created_at: now })
    .execute()
  return token
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
    const used = await trx.updateTable('account_unlock_tokens').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) return false
    await clearLoginThrottle(trx, tenantId, row.email)
    return true
  })
}
