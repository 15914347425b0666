import { ResetPasswordBodySchema, ResetPasswordConfirmBodySchema } from '@contracts/user'
import { defineRoutes } from '../http/route-module'
import { memberMailContext } from '../http/service-context'
import { confirmPasswordReset, sendResetLink } from '../users/password-reset'
import { declared, EmptyAnswer } from '../http/declared-routes'

export default defineRoutes(async (app) => {
  /** Always 200 with the same body, whether the e-mail is known or not (no account enumeration). */
  app.post(
    '/reset_password',
    { ...app.sensitiveRateLimit, schema: declared({ summary: 'Sends a password reset link.', body: ResetPasswordBodySchema, response: { 200: EmptyAnswer } }) },
    async (request) => {
      await sendResetLink(await memberMailContext(request), request.body.email)
      return {}
    },
  )

  /** Single use, 2 hours; success revokes every session of the member and every other pending link. */
  app.post(
    '/reset_password/confirm',
    {
      ...app.sensitiveRateLimit,
      schema: declared({ summary: "Sets a new password from a reset link's token.", body: ResetPasswordConfirmBodySchema, response: { 200: EmptyAnswer } }),
    },
    async (request) => {
      await confirmPasswordReset({ db: app.db, tenantId: request.tenant.id, nowMs: app.adapters.clock() }, request.body)
      return {}
    },
  )
})
