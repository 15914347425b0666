import type { Kysely } from 'kysely'
import { COMPLETION_CODE_TTL_SECONDS } from '@contracts/completion-redirect'
import type { Database } from '../db/schema'
import { randomToken, sha256 } from './secrets'

/**
 * A one-time code for a finished sign-up's redirect (authorization-code style): the URL carries it
 * instead of a token, and only the holder who exchanges it first, within 60 s, gets tokens. Stored
 * as its SHA-256, bound to the tenant, the member and the redirect_uri it was issued for.
 */
export async function issueCompletionCode(db: Kysely<Database>, input: { tenantId: number; userId: number; redirectUri: string; now: number }): Promise<string> {
  const code = randomToken()
  await db
    .insertInto('completion_codes')
    .values({
      tenant_id: input.tenantId,
      user_id: input.userId,
      code_hash: sha256(code),
      redirect_uri: input.redirectUri,
      expires_at: input.now + COMPLETION_CODE_TTL_SECONDS * 1000,
      used_at: null,
      created_at: input.now,
    })
    .execute()
  return code
}

/**
 * Spends a code: the member it was issued to, or null when it is unknown, of another tenant,
 * expired, already spent (a compare-and-set, so two parallel exchanges get one success) or issued
 * for another redirect_uri than the one the exchange names.
 */
export async function spendCompletionCode(db: Kysely<Database>, input: { tenantId: number; code: string; redirectUri?: string; now: number }): Promise<number | null> {
  const row = await db.selectFrom('completion_codes').selectAll().where('tenant_id', '=', input.tenantId).where('code_hash', '=', sha256(input.code)).executeTakeFirst()
  if (!row || row.used_at !== null || row.expires_at <= input.now) return null
  if (input.redirectUri !== undefined && input.redirectUri !== row.redirect_uri) return null
  const spent = await db.updateTable('completion_codes').set({ used_at: input.now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
  return Number(spent.numUpdatedRows) === 1 ? row.user_id : null
}
