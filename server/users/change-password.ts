import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../db/schema'
import { revokeUserTokens } from '../auth/tokens'

export interface PasswordChange {
  tenantId: number
  userId: number
  passwordHash: string
  /** The session that asked, which stays signed in. */
  keptTokenId: number
  now: number
}

/** Sets the member's new password and signs out every other session of theirs. */
export async function changePassword(db: Kysely<Database>, c: PasswordChange): Promise<UserRow> {
  const updated = await db
    .updateTable('users')
    .set({ password_hash: c.passwordHash, updated_at: c.now })
    .where('id', '=', c.userId)
    .where('tenant_id', '=', c.tenantId)
    .returningAll()
    .executeTakeFirstOrThrow()
  await revokeUserTokens(db, c.tenantId, c.userId, c.now, c.keptTokenId)
  return updated
}
