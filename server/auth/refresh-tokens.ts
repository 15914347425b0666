import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { REFRESH_TOKEN_TTL_SECONDS } from '@contracts/auth'
import type { Database } from '../db/schema'
import { randomToken, sha256 } from './secrets'
import { forgetToken } from './token-cache'

type Db = Kysely<Database> | Transaction<Database>

/** Stores a new refresh token of a family (a new family at sign-in); returns the raw token. */
export async function issueRefreshToken(
  db: Db,
  input: { tenantId: number; userId: number; clientId: string; accessTokenId: number; family?: string; now: number },
): Promise<string> {
  const token = randomToken()
  await db
    .insertInto('refresh_tokens')
    .values({
      tenant_id: input.tenantId,
      user_id: input.userId,
      client_id: input.clientId,
      token_hash: sha256(token),
      family: input.family ?? randomUUID(),
      access_token_id: input.accessTokenId,
      expires_at: input.now + REFRESH_TOKEN_TTL_SECONDS * 1000,
      used_at: null,
      revoked_at: null,
      created_at: input.now,
    })
    .execute()
  return token
}

export type RefreshOutcome = { ok: true; userId: number; family: string } | { ok: false }

/**
 * Spends a refresh token (RFC 6749 section 6 with rotation): valid once, for its client, until it
 * expires. A token already spent is a replay, by a thief or by the member after a thief: the whole
 * family, refresh and access tokens, is revoked (OAuth 2.0 Security BCP, section 4.14).
 */
export async function spendRefreshToken(db: Kysely<Database>, input: { tenantId: number; token: string; clientId: string; now: number }): Promise<RefreshOutcome> {
  const row = await db.selectFrom('refresh_tokens').selectAll().where('tenant_id', '=', input.tenantId).where('token_hash', '=', sha256(input.token)).executeTakeFirst()
  if (!row || row.revoked_at !== null || row.expires_at <= input.now || row.client_id !== input.clientId) return { ok: false }
  const spent =
    row.used_at === null
      ? await db.updateTable('refresh_tokens').set({ used_at: input.now }).where('id', '=', row.id).where('used_at', 'is', null).where('revoked_at', 'is', null).executeTakeFirst()
      : null
  if (!spent || Number(spent.numUpdatedRows) !== 1) {
    await revokeFamilies(db, input.tenantId, [row.family], input.now)
    return { ok: false }
  }
  return { ok: true, userId: row.user_id, family: row.family }
}

/** Revokes every refresh token of the families and the access tokens issued with them. */
export async function revokeFamilies(db: Db, tenantId: number, families: string[], now: number): Promise<void> {
  if (families.length === 0) return
  const access = await db
    .selectFrom('refresh_tokens as r')
    .innerJoin('access_tokens as a', (j) => j.onRef('a.id', '=', 'r.access_token_id').onRef('a.tenant_id', '=', 'r.tenant_id'))
    .select(['a.id', 'a.token_hash'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.family', 'in', families)
    .where('a.revoked_at', 'is', null)
    .execute()
  await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('tenant_id', '=', tenantId).where('family', 'in', families).where('revoked_at', 'is', null).execute()
  if (access.length > 0) {
    await db
      .updateTable('access_tokens')
      .set({ revoked_at: now })
      .where('tenant_id', '=', tenantId)
      .where(
        'id',
        'in',
        access.map((a) => a.id),
      )
      .where('revoked_at', 'is', null)
      .execute()
  }
  for (const a of access) forgetToken(tenantId, a.token_hash)
}

/** The families a raw token belongs to: as a refresh token, or as the access token issued with one. */
export async function familiesOfToken(db: Db, tenantId: number, token: string): Promise<string[]> {
  const hash = sha256(token)
  const asRefresh = await db.selectFrom('refresh_tokens').select('family').where('tenant_id', '=', tenantId).where('token_hash', '=', hash).execute()
  const asAccess = await db
    .selectFrom('refresh_tokens as r')
    .innerJoin('access_tokens as a', (j) => j.onRef('a.id', '=', 'r.access_token_id').onRef('a.tenant_id', '=', 'r.tenant_id'))
    .select('r.family')
    .where('r.tenant_id', '=', tenantId)
    .where('a.token_hash', '=', hash)
    .execute()
  return [...new Set([...asRefresh, ...asAccess].map((r) => r.family))]
}

/** The family of the refresh tokens issued with an access token, if any. */
export async function familyOfAccessToken(db: Db, tenantId: number, accessTokenId: number): Promise<string | null> {
  const row = await db.selectFrom('refresh_tokens').select('family').where('tenant_id', '=', tenantId).where('access_token_id', '=', accessTokenId).executeTakeFirst()
  return row?.family ?? null
}
