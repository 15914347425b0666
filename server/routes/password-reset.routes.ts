import { ResetPasswordBodySchema, ResetPasswordConfirmBodySchema } from '@contracts/user'
import { defineRoutes } from '../http/route-module'
import { badRequest } from '../errors'
import { memberMailContext } from '../http/service-context'
import { hashPassword, isPasswordLongEnough } from '../auth/passwords'
import { findUsableResetToken, resetPassword, sendResetLink } from '../users/password-reset'
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
      const body = request.body
      const tenantId = request.tenant.id
      const now = app.adapters.clock()
      const link = await findUsableResetToken(app.db, tenantId, body.reset_password_token, now)
      if (!link) throw badRequest('invalid_reset_password_token', 'reset_password_token')
      if (!isPasswordLongEnough(body.password)) throw badRequest('PASSWORD_TOO_SHORT', 'password')
      if (body.password !== body.password_confirmation) throw badRequest('PASSWORDS_MISMATCH', 'password_confirmation')

      const passwordHash = await hashPassword(body.password)
      const consumed = await resetPassword(app.db, tenantId, link, passwordHash, now)
      if (!consumed) throw badRequest('invalid_reset_password_token', 'reset_password_token')
      return {}
    },
  )
})
