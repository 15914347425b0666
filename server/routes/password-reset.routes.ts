import { ResetPasswordBodySchema, ResetPasswordConfirmBodySchema } from '@contracts/user'
import type { Language } from '@contracts/common'
import { defineRoutes } from '../http/route-module'
import { badRequest } from '../errors'
import { appLink } from '../http/public-url'
import { randomToken, sha256 } from '../auth/secrets'
import { hashPassword, isPasswordLongEnough } from '../auth/passwords'
import { revokeUserTokens } from '../auth/tokens'
import { clearLoginThrottle } from '../auth/login-throttle'
import { resetPasswordMail } from '../users/reset-password-mail'
import { isWellFormedEmail } from '../users/email-format'
import { findMemberByEmail } from '../users/find-member'
import { mayMailMember } from '../limits/recipient-limits'
import { declared, EmptyAnswer } from '../http/declared-routes'

const RESET_TOKEN_TTL_MS = 2 * 3600 * 1000

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
        const token = randomToken()
        await app.db
          .insertInto('password_reset_tokens')
          .values({ tenant_id: tenant.id, user_id: user.id, token_hash: sha256(token), expires_at: now + RESET_TOKEN_TTL_MS, used_at: null, created_at: now })
          .execute()
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
      const row = await app.db
        .selectFrom('password_reset_tokens')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('token_hash', '=', sha256(body.reset_password_token))
        .executeTakeFirst()
      if (!row || row.used_at !== null || row.expires_at <= now) throw badRequest('invalid_reset_password_token', 'reset_password_token')
      if (!isPasswordLongEnough(body.password)) throw badRequest('PASSWORD_TOO_SHORT', 'password')
      if (body.password !== body.password_confirmation) throw badRequest('PASSWORDS_MISMATCH', 'password_confirmation')

      const passwordHash = await hashPassword(body.password)
      const consumed = await app.db.transaction().execute(async (trx) => {
        // The used_at condition makes two concurrent confirmations of one link succeed at most once.
        const res = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', row.user_id)
          .where('used_at', 'is', null)
          .where('id', '=', row.id)
          .executeTakeFirst()
        if (Number(res.numUpdatedRows) !== 1) return false
        await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', row.user_id)
          .where('used_at', 'is', null)
          .execute()
        await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', row.user_id).where('tenant_id', '=', tenantId).execute()
        await revokeUserTokens(trx, tenantId, row.user_id, now)
        // The link proved the mailbox: a sign-in lockout ends with the new password.
        const owner = await trx.selectFrom('users').select('email').where('id', '=', row.user_id).where('tenant_id', '=', tenantId).executeTakeFirst()
        if (owner) await clearLoginThrottle(trx, tenantId, owner.email)
        return true
      })
      if (!consumed) throw badRequest('invalid_reset_password_token', 'reset_password_token')
      return {}
    },
  )
})
