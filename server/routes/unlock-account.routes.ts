import { UnlockAccountBodySchema, UnlockAccountConfirmBodySchema } from '@contracts/user'
import { defineRoutes } from '../http/route-module'
import { badRequest } from '../errors'
import { memberMailContext } from '../http/service-context'
import { sendUnlockLink, unlockAccount } from '../users/account-unlock'
import { declared, EmptyAnswer } from '../http/declared-routes'

/** Clearing a sign-in lockout by e-mail (server/SECURITY.md). */
export default defineRoutes(async (app) => {
  /**
   * Always 200 with the same body: the link goes out only to an existing account that is locked
   * now, delivered after the answer.
   */
  app.post(
    '/unlock_account',
    {
      ...app.sensitiveRateLimit,
      schema: declared({ summary: 'Sends a link to unlock an account locked after failed sign-ins.', body: UnlockAccountBodySchema, response: { 200: EmptyAnswer } }),
    },
    async (request) => {
      await sendUnlockLink(await memberMailContext(request), request.body.email)
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
