import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { LOGIN_FAILURE_MEMORY_MS, LOGIN_LOCK_MS } from '../../auth/login-policy'
import { IDEMPOTENCY_KEY_TTL_MS } from '../booking/idempotency'

/**
 * Deletions that keep tables from growing without end. Plain functions over the
 * database, for every tenant at once, each answering how many rows went; the jobs scheduler runs
 * them. `now` is the server clock; the keep periods are the defaults below.
 */
export const PRUNE_DEFAULTS = {
  /** Expired or revoked tokens are kept this long for support questions, then deleted. */
  tokensKeepMs: 7 * 24 * 3600_000,
  /** Mail and SMS copies in the outbox. */
  outboxKeepMs: 30 * 24 * 3600_000,
  /** A destination no rental uses, after its last search. */
  destinationsKeepMs: 24 * 3600_000,
} as const

const count = (result: { numDeletedRows: bigint }[]) => result.reduce((n, r) => n + Number(r.numDeletedRows), 0)

/**
 * Access tokens, refresh tokens, reset links, unlock links and SMS codes past their expiry or
 * revocation by more than `keepMs`. A spent refresh token stays until its own expiry: it is what
 * detects a replay and revokes its family.
 */
export async function pruneExpiredTokens(db: Kysely<Database>, now: number, keepMs: number = PRUNE_DEFAULTS.tokensKeepMs): Promise<number> {
  const cutoff = now - keepMs
  const results = [
    await db
      .deleteFrom('refresh_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
      .executeTakeFirst(),
    await db
      .deleteFrom('access_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
      .executeTakeFirst(),
    await db.deleteFrom('password_reset_tokens').where('expires_at', '<', cutoff).executeTakeFirst(),
    await db.deleteFrom('email_changes').where('expires_at', '<', cutoff).executeTakeFirst(),
    await db.deleteFrom('account_unlock_tokens').where('expires_at', '<', cutoff).executeTakeFirst(),
    await db.deleteFrom('completion_codes').where('expires_at', '<', cutoff).executeTakeFirst(),
    await db.deleteFrom('carpool_departures').where('left_at', '<', cutoff).executeTakeFirst(),
    await db.deleteFrom('sms_codes').where('expires_at', '<', cutoff).executeTakeFirst(),
  ]
  return count(results)
}

/** Counters of ended windows and wrong-password records that no longer slow down or lock anyone. */
export async function pruneLimitCounters(db: Kysely<Database>, now: number): Promise<number> {
  const results = [
    await db.deleteFrom('rate_counters').where('window_end', '<=', now).executeTakeFirst(),
    await db
      .deleteFrom('login_throttles')
      .where('last_failure_at', '<=', now - LOGIN_FAILURE_MEMORY_MS)
      .where((eb) => eb.or([eb('locked_at', 'is', null), eb('locked_at', '<=', now - LOGIN_LOCK_MS)]))
      .executeTakeFirst(),
  ]
  return count(results)
}

/** Outbox rows (copies of mail and SMS) older than `keepMs`. */
export async function pruneOutbox(db: Kysely<Database>, now: number, keepMs: number = PRUNE_DEFAULTS.outboxKeepMs): Promise<number> {
  return count([
    await db
      .deleteFrom('outbox')
      .where('created_at', '<', now - keepMs)
      .executeTakeFirst(),
  ])
}

/** Destinations no rental uses whose last search is older than `keepMs`. */
export async function pruneStaleDestinations(db: Kysely<Database>, now: number, keepMs: number = PRUNE_DEFAULTS.destinationsKeepMs): Promise<number> {
  const result = await db
    .deleteFrom('destinations')
    .where('created_at', '<', now - keepMs)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rentals')
            .select(sql`1`.as('one'))
            .whereRef('rentals.destination_id', '=', 'destinations.id'),
        ),
      ),
    )
    .executeTakeFirst()
  return count([result])
}

/** Booking idempotency keys past their 24 hours: a retry after that is a new booking anyway. */
export async function pruneIdempotencyKeys(db: Kysely<Database>, now: number): Promise<number> {
  return count(
    await db
      .deleteFrom('rental_idempotency_keys')
      .where('created_at', '<=', now - IDEMPOTENCY_KEY_TTL_MS)
      .execute(),
  )
}
