import { UnlockAccountBodySchema, UnlockAccountConfirmBodySchema } from '@contracts/user'
import type { Language } from '@contracts/common'
import { defineRoutes } from '../http/route-module'
import { badRequest } from '../errors'
import { appLink } from '../http/public-url'
import { isLoginLocked } from '../auth/login-throttle'
import { issueUnlockToken, unlockAccount } from '../users/account-unlock'
import { unlockAccountMail } from '../users/unlock-account-mail'
import { findMemberByEmail } from '../users/find-member'
import { mayMailMember } from '../limits/recipient-limits'
import { declared, EmptyAnswer } from '../http/declared-routes'

/** Clearing a sign-in lockout by e-mail (server/SECURITY.md). */
export default defineRoutes(async (app) => {
  /**
   * Always 200 with the same body: the link goes out only to an existing account that is locked
   * now, after the answer (its timing tells nothing either).
   */
  app.post(
    '/unlock_account',
    {
      ...app.sensitiveRateLimit,
      schema: declared({ summary: 'Sends a link to unlock an account locked after failed sign-ins.', body: UnlockAccountBodySchema, response: { 200: EmptyAnswer } }),
    },
    async (request) => {
      const body = request.body
      const tenant = request.tenant
      const email = body.email.trim().toLowerCase()
      const now = app.adapters.clock()
      const user = await findMemberByEmail(app.db, tenant.id, email)
      if (user && (await isLoginLocked(app.db, tenant.id, email, now)) && (await mayMailMember(app.limiter, 'account_unlock', tenant.id, user.id))) {
        const token = await issueUnlockToken(app.db, tenant.id, user.id, now)
        const lang: Language = user.language === 'en' || user.language === 'fr' ? user.language : request.lang
        const mail = unlockAccountMail(lang, tenant.human_name, await appLink(request, 'unlock-account', { unlock_token: token }))
        void app.adapters.mail
          .send({ tenantId: tenant.id, to: user.email, senderName: tenant.human_name, ...mail })
          .catch((error: unknown) => request.log.error({ err: error }, 'sending the unlock e-mail failed'))
      }
      return {}
    },
  )

  /** Single use, 2 hours: clears the wrong passwords and the lock of the link's account. */
  app.post(
    '/unlock_account/confirm',
    {
      ...app.sensitiveRateLimit,
      schema: declared({ summary: "Unlocks the account from the link's token.", body: UnlockAccountConfirmBodySchema, response: { 200: EmptyAnswer } }),
    },
    async (request) => {
      const body = request.body
      const tenantId = request.tenant.id
      const now = app.adapters.clock()
      const unlocked = await unlockAccount(app.db, tenantId, body.unlock_token, now)
      if (!unlocked) throw badRequest('invalid_unlock_token', 'unlock_token')
      return {}
    },
  )
})
