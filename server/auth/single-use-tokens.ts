import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { randomToken, sha256 } from './secrets'

/** The links mailed to a member that work once, before they expire: one table each, the same columns. */
export type SingleUseTokenTable = 'password_reset_tokens' | 'account_unlock_tokens'

/**
 * A new link's token for the member, valid `ttlMs` from now and spent on first use. Only its hash
 * is stored: a database leak yields no usable link.
 */
export async function issueSingleUseToken(
  db: Kysely<Database>,
  table: SingleUseTokenTable,
  owner: { tenantId: number; userId: number },
  ttlMs: number,
  now: number,
): Promise<string> {
  const token = randomToken()
  await db
    .insertInto(table)
    .values({ tenant_id: owner.tenantId, user_id: owner.userId, token_hash: sha256(token), expires_at: now + ttlMs, used_at: null, created_at: now })
    .execute()
  return token
}

/**
 * Marks the link used. The used_at condition makes two concurrent uses of one link succeed at most
 * once: false for the one that lost, or for a link already spent.
 */
export async function spendSingleUseToken(db: Kysely<Database>, table: SingleUseTokenTable, tenantId: number, id: number, now: number): Promise<boolean> {
  const res = await db.updateTable(table).set({ used_at: now }).where('tenant_id', '=', tenantId).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}
