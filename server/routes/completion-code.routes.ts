import { allowedRedirectUri, CompletionCodeBodySchema, CompletionCodeResponseSchema, COMPLETION_CODE_TTL_SECONDS, withCompletionCode } from '@contracts/completion-redirect'
import { defineRoutes } from '../http/route-module'
import { badRequest } from '../errors'
import { requireMember } from '../context/auth'
import { declared } from '../http/declared-routes'
import { member } from '../context/guards'
import { issueCompletionCode } from '../auth/completion-codes'

export default defineRoutes(async (app) => {
  /**
   * A finished sign-up going back to the app that sent the member (spec section 2): never a token
   * in the URL, a one-time code the app exchanges at POST /oauth2/token
   * (grant_type=authorization_code). Only the tenant's declared app schemes and its own origins.
   */
  app.post(
    '/user/completion_code',
    {
      ...app.sensitiveRateLimit,
      schema: declared({
        summary: 'A one-time code for the app a finished sign-up returns to (spec section 2).',
        description:
          'The redirect_uri must use one of the tenant’s declared app schemes (tenant setting app_redirect_schemes, none by default) or be a page of one of its own hosts; else 400 invalid_redirect_uri. ' +
          'The answer’s redirect_to is the redirect_uri with ?code=<code> and never a token. The code is single use, valid 60 seconds, for this tenant and member: ' +
          'the app exchanges it at POST /oauth2/token with grant_type=authorization_code, code, client_id (and redirect_uri, which must then be the same) for an access token and a refresh token.',
        bearer: true,
        guard: member,
        body: CompletionCodeBodySchema,
        response: { 200: CompletionCodeResponseSchema },
      }),
    },
    async (request, reply) => {
      const { user } = await requireMember(request)
      const body = request.body
      const tenant = request.tenant
      const target = allowedRedirectUri(body.redirect_uri, { schemes: tenant.settings.app_redirect_schemes, isOwnOrigin: () => true })
      // A web page qualifies when its host is one this tenant answers on (resolveHost is async).
      const web = target !== null && (target.protocol === 'http:' || target.protocol === 'https:')
      if (!target || (web && (await app.tenants.resolveHost(target.host))?.id !== tenant.id)) throw badRequest('invalid_redirect_uri', 'redirect_uri')
      const code = await issueCompletionCode(app.db, { tenantId: tenant.id, userId: user.id, redirectUri: body.redirect_uri, now: app.adapters.clock() })
      return reply.header('cache-control', 'no-store').send({ code, expires_in: COMPLETION_CODE_TTL_SECONDS, redirect_to: withCompletionCode(target, code) })
    },
  )
})
