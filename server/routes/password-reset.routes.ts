import { ResetPasswordBodySchema, ResetPasswordConfirmBodySchema } from '@contracts/user'
import type { Language } from '@contracts/common'
import { defineRoutes } from '../http/route-module'
import { badRequest } from '../errors'
import { appLink } from '../http/public-url'
import { hashPassword, isPasswordLongEnough } from '../auth/passwords'
import { findUsableResetToken, issueResetToken, resetPassword } from '../users/password-reset'
import { resetPasswordMail } from '../users/reset-password-mail'
import { isWellFormedEmail } from '../users/email-format'
import { findMemberByEmail } from '../users/find-member'
import { mayMailMember } from '../limits/recipient-limits'
import { declared, EmptyAnswer } from '../http/declared-routes'

export default defineRoutes(async (app) => {
  /** Always 200 with the same body, whether the e-mail is known or not (no account enumeration). */
  app.post(
    '/reset_password',
    { ...app.sensitiveRateLimit, schema: declared({ summary: 'Sends a password reset link.', body: ResetPasswordBodySchema, response: { 200: EmptyAnswer } }) },
    async (request) => {
      const body = request.body
      const tenant = request.tenant
      const email = body.email.trim().toLowerCase()
      // Spec section 5: e-mail required, in a valid format. Refusing a malformed one tells nothing
      // about which accounts exist; a well-formed unknown address still gets the same 200.
      if (!isWellFormedEmail(email)) throw badRequest('EMAIL_IS_INVALID', 'email')
      const user = await findMemberByEmail(app.db, tenant.id, email)
      if (user && (await mayMailMember(app.limiter, 'password_reset', tenant.id, user.id))) {
        const now = app.adapters.clock()
        const token = await issueResetToken(app.db, tenant.id, user.id, now)
        const lang: Language = user.language === 'en' || user.language === 'fr' ? user.language : request.lang
        const link = await appLink(request, 'reset-password', { reset_password_token: token })
        const mail = resetPasswordMail(lang, tenant.human_name, link)
        await app.adapters.mail.send({ tenantId: tenant.id, to: user.email, senderName: tenant.human_name, ...mail })
      }
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
