import type { Kysely, Transaction } from 'kysely'
import { GUEST_TOKEN_TTL_SECONDS, MEMBER_TOKEN_TTL_SECONDS, type TokenResponse } from '@contracts/auth'
import type { Database } from '../db/schema'
import { randomToken, sha256 } from './secrets'
import { familiesOfToken, familyOfAccessToken, issueRefreshToken, revokeFamilies } from './refresh-tokens'
import { cacheGeneration, cachedToken, forgetToken, forgetUserTokens, rememberToken } from './token-cache'

type Db = Kysely<Database> | Transaction<Database>

export interface IssuedToken {
  token: string
  expiresAt: number
  response: TokenResponse
}

/**
 * Creates a bearer token; only its hash is stored. Member tokens last 1 hour and come with a refresh
 * token (refresh-tokens.ts; `family` continues a rotation), guest tokens last 1 day.
 */
export async function issueToken(db: Db, input: { tenantId: number; userId: number | null; clientId: string; now: number; family?: string }): Promise<IssuedToken> {
  const kind = input.userId === null ? 'guest' : 'member'
  const ttl = kind === 'member' ? MEMBER_TOKEN_TTL_SECONDS : GUEST_TOKEN_TTL_SECONDS
  const token = randomToken()
  const expiresAt = input.now + ttl * 1000
  const inserted = await db
    .insertInto('access_tokens')
    .values({
      tenant_id: input.tenantId,
      user_id: input.userId,
      token_hash: sha256(token),
      kind,
      client_id: input.clientId,
      expires_at: expiresAt,
      revoked_at: null,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const response: TokenResponse = { access_token: token, token_type: 'Bearer', expires_in: ttl, scope: kind, created_at: Math.floor(input.now / 1000) }
  if (input.userId !== null) {
    response.refresh_token = await issueRefreshToken(db, {
      tenantId: input.tenantId,
      userId: input.userId,
      clientId: input.clientId,
      accessTokenId: inserted.id,
      family: input.family,
      now: input.now,
    })
  }
  return { token, expiresAt, response }
}

// The hashes of the tokens recently found live: a client sends its token with every call, and
// hashing it again was a fortieth of a vehicle search's CPU (perf, search benchmark). Only hashes of
// known tokens are kept, so unknown ones cannot fill it; emptied when full.
const knownHashes = new Map<string, string>()
const KNOWN_HASHES_MAX = 20_000

/** The live token row for a raw token in a tenant, or null when unknown, expired or revoked. */
export async function findLiveToken(db: Db, tenantId: number, token: string, now: number) {
  const known = knownHashes.get(token)
  const hash = known ?? sha256(token)
  let row = cachedToken(tenantId, hash)
  if (!row) {
    const generation = cacheGeneration()
    row = (await db.selectFrom('access_tokens').selectAll().where('token_hash', '=', hash).where('tenant_id', '=', tenantId).executeTakeFirst()) ?? null
    if (row && row.revoked_at === null) rememberToken(row, generation)
  }
  if (!row || row.revoked_at !== null || row.expires_at <= now) return null
  if (known === undefined) {
    if (knownHashes.size >= KNOWN_HASHES_MAX) knownHashes.clear()
    knownHashes.set(token, hash)
  }
  return row
}

/**
 * RFC 7009: revoking an unknown or foreign token is not an error. An access token or a refresh
 * token takes its whole sign-in with it (the refresh family and its access tokens): logout ends both.
 */
export async function revokeToken(db: Db, tenantId: number, token: string, now: number): Promise<void> {
  forgetToken(tenantId, sha256(token))
  await revokeFamilies(db, tenantId, await familiesOfToken(db, tenantId, token), now)
  await db.updateTable('access_tokens').set({ revoked_at: now }).where('token_hash', '=', sha256(token)).where('tenant_id', '=', tenantId).where('revoked_at', 'is', null).execute()
  forgetToken(tenantId, sha256(token))
}

/** Revokes every live token of a member, access and refresh, except one sign-in (the caller's access token and its refresh family) when given. */
export async function revokeUserTokens(db: Db, tenantId: number, userId: number, now: number, exceptTokenId?: number): Promise<void> {
  const keptFamily = exceptTokenId === undefined ? null : await familyOfAccessToken(db, tenantId, exceptTokenId)
  let refresh = db.updateTable('refresh_tokens').set({ revoked_at: now }).where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('revoked_at', 'is', null)
  if (keptFamily !== null) refresh = refresh.where('family', '!=', keptFamily)
  await refresh.execute()
  let q = db.updateTable('access_tokens').set({ revoked_at: now }).where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('revoked_at', 'is', null)
  if (exceptTokenId !== undefined) q = q.where('id', '!=', exceptTokenId)
  forgetUserTokens(tenantId, userId)
  await q.execute()
  forgetUserTokens(tenantId, userId)
}
