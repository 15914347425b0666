import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../db/schema'
import { revokeUserTokens } from '../auth/tokens'
import { hashPassword, isPasswordLongEnough, verifyPassword } from '../auth/passwords'
import { PASSWORD_CHANGE_MAX_CHECKS, PASSWORD_CHANGE_WINDOW_SECONDS } from '../auth/login-policy'
import { ApiError, badRequest } from '../errors'
import type { Limiter } from '../limits/limiter'

export interface PasswordChange {
  tenantId: number
  userId: number
  passwordHash: string
  /** The session that asked, which stays signed in. */
  keptTokenId: number
  now: number
}

/** Sets the member's new password and signs out every other session of theirs, in one transaction. */
export function changePassword(db: Kysely<Database>, c: PasswordChange): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: c.passwordHash, updated_at: c.now })
      .where('id', '=', c.userId)
      .where('tenant_id', '=', c.tenantId)
      .returningAll()
      .executeTakeFirstOrThrow()
    await revokeUserTokens(trx, c.tenantId, c.userId, c.now, c.keptTokenId)
    return updated
  })
}

/** What PUT /user/password needs of its request, as plain values. */
export interface PasswordChangeContext {
  db: Kysely<Database>
  tenantId: number
  /** Counts the checks of the current password per member, across processes. */
  limiter: Limiter
  now: number
}

/**
 * PUT /user/password: the new password's length and confirmation first, then at most
 * PASSWORD_CHANGE_MAX_CHECKS checks of the current one per member a window (a stolen session must
 * not become a way to guess it: 429 rate_limited), then the change (changePassword).
 */
export async function changeMemberPassword(
  ctx: PasswordChangeContext,
  session: { user: Pick<UserRow, 'id' | 'password_hash'>; tokenId: number },
  input: { currentPassword: string; password: string; confirmation: string },
): Promise<UserRow> {
  if (!isPasswordLongEnough(input.password)) throw badRequest('PASSWORD_TOO_SHORT', 'user.password')
  if (input.password !== input.confirmation) throw badRequest('PASSWORDS_MISMATCH', 'user.password_confirmation')
  const checks = await ctx.limiter.hit(`password-change:${ctx.tenantId}:${session.user.id}`, PASSWORD_CHANGE_WINDOW_SECONDS)
  if (checks.count > PASSWORD_CHANGE_MAX_CHECKS) throw new ApiError(429, 'rate_limited')
  if (!(await verifyPassword(session.user.password_hash, input.currentPassword))) throw badRequest('user_current_password_invalid', 'user.current_password')
  const passwordHash = await hashPassword(input.password)
  return changePassword(ctx.db, { tenantId: ctx.tenantId, userId: session.user.id, passwordHash, keptTokenId: session.tokenId, now: ctx.now })
}
