import { UnlockAccountBodySchema, UnlockAccountConfirmBodySchema } from '@contracts/user'
import type { Language } from '@contracts/common'
import { defineRoutes } from '../http/route-module'
import { badRequest } from '../errors'
import { appLink } from '../http/public-url'
import { randomToken, sha256 } from '../auth/secrets'
import { clearLoginThrottle, isLoginLocked } from '../auth/login-throttle'
import { UNLOCK_TOKEN_TTL_MS } from '../auth/login-policy'
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
        const token = randomToken()
        await app.db
          .insertInto('account_unlock_tokens')
          .values({ tenant_id: tenant.id, user_id: user.id, token_hash: sha256(token), expires_at: now + UNLOCK_TOKEN_TTL_MS, used_at: null, created_at: now })
          .execute()
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
      const unlocked = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('account_unlock_tokens as t')
          .innerJoin('users as u', (j) => j.onRef('u.id', '=', 't.user_id').onRef('u.tenant_id', '=', 't.tenant_id'))
          .select(['t.id', 't.used_at', 't.expires_at', 'u.email'])
          .where('t.tenant_id', '=', tenantId)
          .where('t.token_hash', '=', sha256(body.unlock_token))
          .executeTakeFirst()
        if (!row || row.used_at !== null || row.expires_at <= now) return false
        const used = await trx.updateTable('account_unlock_tokens').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst()
        if (Number(used.numUpdatedRows) !== 1) return false
        await clearLoginThrottle(trx, tenantId, row.email)
        return true
      })
      if (!unlocked) throw badRequest('invalid_unlock_token', 'unlock_token')
      return {}
    },
  )
})
