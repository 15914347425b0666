import { SignupResponseSchema, SsoOpenidBodySchema } from '@contracts/auth'
import { verifyIdToken } from '../../auth/openid'
import { findOrCreateSsoMember } from '../../auth/sso-member'
import { issueToken } from '../../auth/tokens'
import { isUsableMember } from '../../users/permissions'
import { ApiError, unauthorized } from '../../errors'
import { defineRoutes } from '../../http/route-module'
import { loadUserWire } from '../../users/serialize'
import { declared } from '../../http/declared-routes'

/**
 * Single sign-on from the SSO callback page: the id_token the provider gave the browser is checked
 * against the tenant's issuer (signature by its JWKS, issuer, audience, expiry, nonce) and exchanged
 * for a member token. A bad token is 401 invalid_id_token.
 */
export default defineRoutes(async (app) => {
  app.post(
    '/sso/openid',
    {
      ...app.sensitiveRateLimit,
      schema: declared({ summary: "Signs in or signs up with the tenant's single sign-on.", body: SsoOpenidBodySchema, response: { 200: SignupResponseSchema } }),
    },
    async (request, reply) => {
      const { openid } = request.body
      const { tenant } = request
      const now = app.adapters.clock()
      const identity = await verifyIdToken(tenant.settings, openid.id_token, openid.nonce, now).catch((err: unknown) => {
        if (err instanceof ApiError) throw unauthorized('invalid_id_token')
        throw err
      })
      const user = await findOrCreateSsoMember(app.db, tenant, identity, now)
      if (!user || !isUsableMember(user)) throw unauthorized('invalid_id_token')
      const issued = await issueToken(app.db, { tenantId: tenant.id, userId: user.id, clientId: tenant.settings.web_client_id, now })
      return reply.header('cache-control', 'no-store').send({ ...issued.response, user: await loadUserWire(app.db, user) })
    },
  )
})
