import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { TokenRequestSchema, TokenResponse } from '@contracts/auth'
import type { Database } from '../db/schema'
import type { TenantContext } from '../tenants/tenant-cache'
import { ApiError, badRequest } from '../errors'
import { findUserByEmail, findUserById } from '../users/find-member'
import { isUsableMember } from '../users/permissions'
import { findOAuthClient } from './oauth-clients'
import { spendRefreshToken } from './refresh-tokens'
import { spendCompletionCode } from './completion-codes'
import { verifyPassword } from './passwords'
import { beginLoginAttempt } from './login-throttle'
import { safeEqual, sha256 } from './secrets'
import { verifyIdToken } from './openid'
import { findOrCreateSsoMember } from './sso-member'
import { issueToken } from './tokens'

/** What the token endpoint needs of its request, as plain values. */
export interface TokenGrantContext {
  db: Kysely<Database>
  tenant: TenantContext
  now: number
}

/**
 * POST /oauth2/token: the client must be one of the tenant's OAuth clients (a public one, the web
 * front office, sends no secret), then the grant: guest (client credentials), sign-in (password,
 * with the slow-down and lockout of login-throttle.ts), refresh, the one-time code of a finished
 * sign-up, or an OpenID token. Failures are 400 with an OAuth code.
 */
export async function grantToken(ctx: TokenGrantContext, body: z.output<typeof TokenRequestSchema>): Promise<TokenResponse> {
  const { db, tenant, now } = ctx
  const client = await findOAuthClient(db, tenant.id, body.client_id)
  if (!client) throw badRequest('invalid_client', 'client_id')
  if (client.secret_hash !== null && !(body.client_secret && safeEqual(sha256(body.client_secret), client.secret_hash))) {
    throw badRequest('invalid_client', 'client_secret')
  }

  let userId: number | null = null
  let family: string | undefined
  if (body.grant_type === 'refresh_token') {
    const spent = await spendRefreshToken(db, { tenantId: tenant.id, token: body.refresh_token, clientId: client.client_id, now })
    if (!spent.ok) throw badRequest('invalid_grant')
    const user = await findUserById(db, tenant.id, spent.userId)
    if (!user || !isUsableMember(user)) throw badRequest('invalid_grant')
    userId = user.id
    family = spent.family
  } else if (body.grant_type === 'password') {
    const email = body.username.trim().toLowerCase()
    // Per tenant and e-mail, known or not: slow-down, then lockout (login-throttle.ts).
    const attempt = await beginLoginAttempt(db, tenant.id, email, now)
    const user = await findUserByEmail(db, tenant.id, email)
    const passwordOk = await verifyPassword(user?.password_hash ?? null, body.password)
    // Same answer for an unknown e-mail, a wrong password and a member without a role (spec section 8).
    if (!user || !passwordOk || !isUsableMember(user)) throw badRequest((await attempt.failed()) ? 'account_locked' : 'invalid_grant')
    await attempt.succeeded()
    userId = user.id
  } else if (body.grant_type === 'authorization_code') {
    const memberId = await spendCompletionCode(db, { tenantId: tenant.id, code: body.code, redirectUri: body.redirect_uri, now })
    const user = memberId === null ? undefined : await findUserById(db, tenant.id, memberId)
    if (!user || !isUsableMember(user)) throw badRequest('invalid_grant')
    userId = user.id
  } else if (body.grant_type === 'openid_token') {
    const identity = await verifyIdToken(tenant.settings, body.openid_token, body.nonce, now).catch((err: unknown) => {
      if (err instanceof ApiError) throw badRequest('invalid_grant')
      throw err
    })
    const user = await findOrCreateSsoMember(db, tenant, identity, now)
    if (!user || !isUsableMember(user)) throw badRequest('invalid_grant')
    userId = user.id
  }

  return (await issueToken(db, { tenantId: tenant.id, userId, clientId: client.client_id, now, family })).response
}
