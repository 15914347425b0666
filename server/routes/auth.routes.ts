import { RevokeRequestSchema, TokenRequestSchema, TokenResponseSchema } from '@contracts/auth'
import type { FastifyRequest } from 'fastify'
import { defineRoutes } from '../http/route-module'
import { badRequest } from '../errors'
import { revokeToken } from '../auth/tokens'
import { grantToken } from '../auth/token-grant'
import { declared, EmptyAnswer } from '../http/declared-routes'

const GRANTS = ['password', 'client_credentials', 'openid_token', 'refresh_token', 'authorization_code']

/** OAuth names an unknown grant before anything else of the body (RFC 6749 section 5.2). */
function knownGrant(request: FastifyRequest): void {
  const raw = (request.body ?? {}) as Record<string, unknown>
  if (typeof raw.grant_type !== 'string' || !GRANTS.includes(raw.grant_type)) throw badRequest('unsupported_grant_type', 'grant_type')
}

export default defineRoutes(async (app) => {
  /** Token endpoint (JSON or form-encoded): auth/token-grant.ts. */
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
      const answer = await grantToken({ db: app.db, tenant: request.tenant, now: app.adapters.clock() }, request.body)
      return reply.header('cache-control', 'no-store').send(answer)
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
