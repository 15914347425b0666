import type { FastifyRequest } from 'fastify'
import type { UserRow } from '../db/schema'
import { findLiveToken } from '../auth/tokens'
import { findUserById } from '../users/find-member'
import { isUsableMember } from '../users/permissions'
import { forbidden, unauthorized } from '../errors'

export interface MemberAuth {
  kind: 'member'
  user: UserRow
  tokenId: number
  clientId: string
}
export interface GuestAuth {
  kind: 'guest'
  user: null
  tokenId: number
  clientId: string
}
export type Auth = MemberAuth | GuestAuth

/** The raw bearer token of the request, or null when there is no Authorization header. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  if (!match) throw unauthorized()
  return match[1]
}

async function lookUp(request: FastifyRequest): Promise<Auth | null> {
  const token = bearerToken(request)
  if (token === null) return null
  const { db, adapters } = request.server
  const row = await findLiveToken(db, request.tenant.id, token, adapters.clock())
  if (!row) throw unauthorized()
  if (row.kind === 'guest' || row.user_id === null) return { kind: 'guest', user: null, tokenId: row.id, clientId: row.client_id }
  const user = await findUserById(db, request.tenant.id, row.user_id)
  if (!user || !isUsableMember(user)) throw unauthorized()
  return { kind: 'member', user, tokenId: row.id, clientId: row.client_id }
}

/**
 * The request's session. No header gives null; a header with an unknown, expired or revoked token
 * gives 401 (the client then drops it). Routes that ignore auth never read the token at all.
 */
export function optionalAuth(request: FastifyRequest): Promise<Auth | null> {
  request.authResult ??= lookUp(request)
  return request.authResult
}

/** Any valid token, guest or member: 401 without one. */
export async function requireGuestOrMember(request: FastifyRequest): Promise<Auth> {
  const auth = await optionalAuth(request)
  if (!auth) throw unauthorized()
  return auth
}

/**
 * A member token: 401 without a token or with a guest one. Blocked, waiting and registering
 * members pass (they read GET /user to learn where to go); routes that need a driver allowed
 * to book use `assertMayBook` from users/permissions.ts.
 */
export async function requireMember(request: FastifyRequest): Promise<MemberAuth> {
  const auth = await optionalAuth(request)
  if (!auth || auth.kind !== 'member') throw unauthorized()
  return auth
}

/**
 * Reference data and search: on a public platform any token (guest or member); on a private one a
 * member, a guest getting 403 (not 401, which would make the client drop its guest token and loop).
 */
export async function requirePlatformReader(request: FastifyRequest): Promise<Auth> {
  const auth = await requireGuestOrMember(request)
  if (request.tenant.settings.platform_type === 'private' && auth.kind !== 'member') throw forbidden()
  return auth
}
