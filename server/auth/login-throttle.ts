import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { ApiError } from '../errors'
import { LOGIN_FAILURE_MEMORY_MS, LOGIN_LOCK_MS, LOGIN_LOCKOUT_AFTER, loginWaitMs } from './login-policy'

type Db = Kysely<Database>

export interface LoginAttempt {
  /** Call when the password was right: forgets the wrong ones. */
  succeeded: () => Promise<void>
  /** Call when it was wrong; true when this failure locked the account. */
  failed: () => Promise<boolean>
}

const isLocked = (row: { locked_at: number | null }, now: number) => row.locked_at !== null && now < row.locked_at + LOGIN_LOCK_MS

/**
 * Reserves one password check for a tenant's e-mail before the password is compared. Refuses with
 * 400 account_locked while locked and 429 login_slowed_down while the slow-down wait runs (or when
 * another attempt on the same e-mail is being checked right now: the reservation is a
 * compare-and-set on the failure count, so parallel guesses never all get through). Every check is
 * counted as a failure until `succeeded` says otherwise, so a crash mid-check costs the attacker.
 */
export async function beginLoginAttempt(db: Db, tenantId: number, email: string, now: number): Promise<LoginAttempt> {
  const row = await db.selectFrom('login_throttles').selectAll().where('tenant_id', '=', tenantId).where('email', '=', email).executeTakeFirst()
  let reserved: { id: number; failures: number }
  if (!row) {
    const inserted = await db
      .insertInto('login_throttles')
      .values({ tenant_id: tenantId, email, failures: 1, last_failure_at: now, locked_at: null })
      .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) throw new ApiError(429, 'login_slowed_down')
    reserved = { id: inserted.id, failures: 1 }
  } else {
    if (isLocked(row, now)) throw new ApiError(400, 'account_locked')
    const stale = row.locked_at !== null || now - row.last_failure_at >= LOGIN_FAILURE_MEMORY_MS
    const previous = stale ? 0 : row.failures
    if (now < row.last_failure_at + loginWaitMs(previous)) throw new ApiError(429, 'login_slowed_down')
    const updated = await db
      .updateTable('login_throttles')
      .set({ failures: previous + 1, last_failure_at: now, locked_at: null })
      .where('id', '=', row.id)
      .where('failures', '=', row.failures)
      .where('last_failure_at', '=', row.last_failure_at)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw new ApiError(429, 'login_slowed_down')
    reserved = { id: row.id, failures: previous + 1 }
  }
  return {
    succeeded: async () => {
      await db.deleteFrom('login_throttles').where('id', '=', reserved.id).where('tenant_id', '=', tenantId).execute()
    },
    failed: async () => {
      if (reserved.failures < LOGIN_LOCKOUT_AFTER) return false
      await db.updateTable('login_throttles').set({ locked_at: now }).where('id', '=', reserved.id).where('tenant_id', '=', tenantId).execute()
      return true
    },
  }
}

/** Whether sign-in to this e-mail is locked now (the unlock e-mail is sent only then). */
export async function isLoginLocked(db: Db, tenantId: number, email: string, now: number): Promise<boolean> {
  const row = await db.selectFrom('login_throttles').select('locked_at').where('tenant_id', '=', tenantId).where('email', '=', email).executeTakeFirst()
  return row !== undefined && isLocked(row, now)
}

/** Clears the wrong passwords and any lock (unlock e-mail, password reset). */
export async function clearLoginThrottle(db: Db | Transaction<Database>, tenantId: number, email: string): Promise<void> {
  await db.deleteFrom('login_throttles').where('tenant_id', '=', tenantId).where('email', '=', email).execute()
}
