import { RevokeRequestSchema, TokenRequestSchema, TokenResponseSchema } from '@contracts/auth'
import type { FastifyRequest } from 'fastify'
import { defineRoutes } from '../http/route-module'
import { ApiError, badRequest } from '../errors'
import { isUsableMember } from '../context/auth'
import { issueToken, revokeToken } from '../auth/tokens'
import { spendRefreshToken } from '../auth/refresh-tokens'
import { spendCompletionCode } from '../auth/completion-codes'
import { verifyPassword } from '../auth/passwords'
import { beginLoginAttempt } from '../auth/login-throttle'
import { safeEqual, sha256 } from '../auth/secrets'
import { verifyIdToken } from '../auth/openid'
import { findOrCreateSsoMember } from '../auth/sso-member'
import { findOAuthClient } from '../auth/oauth-clients'
import { findUserByEmail, findUserById } from '../users/find-member'
import { declared, EmptyAnswer } from '../http/declared-routes'

const GRANTS = ['password', 'client_credentials', 'openid_token', 'refresh_token', 'authorization_code']

/** OAuth names an unknown grant before anything else of the body (RFC 6749 section 5.2). */
function knownGrant(request: FastifyRequest): void {
  const raw = (request.body ?? {}) as Record<string, unknown>
  if (typeof raw.grant_type !== 'string' || !GRANTS.includes(raw.grant_type)) throw badRequest('unsupported_grant_type', 'grant_type')
}

export default defineRoutes(async (app) => {
  /**
   * Token endpoint (JSON or form-encoded). The client must be one of the tenant's OAuth clients; a
   * public client (the web front office) sends no secret. Failures are 400 with an OAuth code.
   */
  app.post(
    '/oauth2/token',
    {
      ...app.sensitiveRateLimit,
      schema: declared({
        summary:
          'Issues a token: guest (client credentials), sign-in (password), refresh, or the one-time code of a finished sign-up (authorization_code, from POST /user/completion_code).',
        guard: knownGrant,
        body: TokenRequestSchema,
        response: { 200: TokenResponseSchema },
      }),
    },
    async (request, reply) => {
      const body = request.body
      const tenant = request.tenant
      const now = app.adapters.clock()

      const client = await findOAuthClient(app.db, tenant.id, body.client_id)
      if (!client) throw badRequest('invalid_client', 'client_id')
      if (client.secret_hash !== null && !(body.client_secret && safeEqual(sha256(body.client_secret), client.secret_hash))) {
        throw badRequest('invalid_client', 'client_secret')
      }

      let userId: number | null = null
      let family: string | undefined
      if (body.grant_type === 'refresh_token') {
        const spent = await spendRefreshToken(app.db, { tenantId: tenant.id, token: body.refresh_token, clientId: client.client_id, now })
        if (!spent.ok) throw badRequest('invalid_grant')
        const user = await findUserById(app.db, tenant.id, spent.userId)
        if (!user || !isUsableMember(user)) throw badRequest('invalid_grant')
        userId = user.id
        family = spent.family
      } else if (body.grant_type === 'password') {
        const email = body.username.trim().toLowerCase()
        // Per tenant and e-mail, known or not: slow-down, then lockout (login-throttle.ts).
        const attempt = await beginLoginAttempt(app.db, tenant.id, email, now)
        const user = await findUserByEmail(app.db, tenant.id, email)
        const passwordOk = await verifyPassword(user?.password_hash ?? null, body.password)
        // Same answer for an unknown e-mail, a wrong password and a member without a role (spec section 8).
        if (!user || !passwordOk || !isUsableMember(user)) throw badRequest((await attempt.failed()) ? 'account_locked' : 'invalid_grant')
        await attempt.succeeded()
        userId = user.id
      } else if (body.grant_type === 'authorization_code') {
        const memberId = await spendCompletionCode(app.db, { tenantId: tenant.id, code: body.code, redirectUri: body.redirect_uri, now })
        const user = memberId === null ? undefined : await findUserById(app.db, tenant.id, memberId)
        if (!user || !isUsableMember(user)) throw badRequest('invalid_grant')
        userId = user.id
      } else if (body.grant_type === 'openid_token') {
        const identity = await verifyIdToken(tenant.settings, body.openid_token, body.nonce, now).catch((err: unknown) => {
          if (err instanceof ApiError) throw badRequest('invalid_grant')
          throw err
        })
        const user = await findOrCreateSsoMember(app.db, tenant, identity, now)
        if (!user || !isUsableMember(user)) throw badRequest('invalid_grant')
        userId = user.id
      }

      const issued = await issueToken(app.db, { tenantId: tenant.id, userId, clientId: client.client_id, now, family })
      return reply.header('cache-control', 'no-store').send(issued.response)
    },
  )

  /**
   * RFC 7009: 200 whether the token was live, unknown or already revoked. The token parameter is
   * required (section 2.1): without one, 400 in the spec's shape, and the call's own bearer is left
   * alone, so a request meant to revoke another token never signs its sender out instead.
   */
  app.post(
    '/oauth2/revoke',
    { schema: declared({ summary: 'Revokes an access or refresh token (RFC 7009).', body: RevokeRequestSchema, response: { 200: EmptyAnswer } }) },
    async (request, reply) => {
      const { token } = request.body
      await revokeToken(app.db, request.tenant.id, token, app.adapters.clock())
      return reply.header('cache-control', 'no-store').send({})
    },
  )
})
