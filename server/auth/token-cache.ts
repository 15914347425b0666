import type { Selectable } from 'kysely'
import type { AccessTokenTable } from '../db/schema'

type AccessTokenRow = Selectable<AccessTokenTable>

/**
 * Live token rows by token hash, kept at most `TOKEN_CACHE_MS` of real time so a busy client does not
 * cost a query per call. Bound on revocation: a token revoked through `revokeToken` or
 * `revokeUserTokens` is forgotten at once in this process; one revoked by another process (or by a
 * direct UPDATE) keeps working here for at most TOKEN_CACHE_MS. Expiry is checked against the row on
 * every use, and members' accounts are read on every call, so a deleted or blocked member is never
 * served from here. Only found tokens are kept: unknown ones cost a query, as before.
 * On PostgreSQL every process also forgets a token revoked or deleted anywhere as soon as the
 * database announces it (migration 0006, cluster/change-bus.ts), so TOKEN_CACHE_MS only bounds a
 * process that lost its LISTEN connection for a moment.
 */
export const TOKEN_CACHE_MS = 5_000
const MAX_ENTRIES = 20_000

interface Entry {
  row: AccessTokenRow
  cachedAt: number
}

const entries = new Map<string, Entry>()
// Bumped by every revocation: a row read before it may predate the revocation, so it is not kept.
let generation = 0

export function cacheGeneration(): number {
  return generation
}
const key = (tenantId: number, hash: string) => `${tenantId}:${hash}`

export function cachedToken(tenantId: number, hash: string): AccessTokenRow | null {
  const entry = entries.get(key(tenantId, hash))
  if (!entry) return null
  if (performance.now() - entry.cachedAt >= TOKEN_CACHE_MS || entry.row.revoked_at !== null) {
    entries.delete(key(tenantId, hash))
    return null
  }
  return entry.row
}

export function rememberToken(row: AccessTokenRow, readAtGeneration: number): void {
  if (readAtGeneration !== generation) return
  if (entries.size >= MAX_ENTRIES) entries.clear()
  entries.set(key(row.tenant_id, row.token_hash), { row, cachedAt: performance.now() })
}

export function forgetToken(tenantId: number, hash: string): void {
  generation++
  entries.delete(key(tenantId, hash))
}

/** Forgets every cached token (a lost LISTEN connection may have missed revocations). */
export function forgetAllTokens(): void {
  generation++
  entries.clear()
}

export function forgetUserTokens(tenantId: number, userId: number): void {
  generation++
  for (const [k, entry] of entries) if (entry.row.tenant_id === tenantId && entry.row.user_id === userId) entries.delete(k)
}
