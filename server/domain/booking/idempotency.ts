import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { ApiError, badRequest } from '../../errors'

/** How long a booking's Idempotency-Key answers its rental (a client's retries come within minutes). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3600 * 1000

// Printable ASCII without spaces, as the IETF draft's examples and Stripe's keys are (UUIDs fit).
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/

export interface IdempotencyKey {
  key: string
  requestHash: string
}

/** The request's Idempotency-Key with its body's hash; null without the header, 400 when malformed. */
export function readIdempotencyKey(header: string | string[] | undefined, body: unknown): IdempotencyKey | null {
  if (header === undefined) return null
  if (typeof header !== 'string' || !KEY_FORMAT.test(header)) {
    throw badRequest('bad_request', 'Idempotency-Key', { fr: 'Idempotency-Key : 1 à 255 caractères ASCII visibles', en: 'Idempotency-Key: 1 to 255 visible ASCII characters' })
  }
  return {
    key: header,
    requestHash: createHash('sha256')
      .update(JSON.stringify(body ?? null))
      .digest('hex'),
  }
}

export interface KeyScope {
  tenantId: number
  userId: number
  nowMs: number
}

/**
 * The rental a live key already made for this member, or null. The same key sent with another
 * request is 422 IDEMPOTENCY_KEY_REUSED (the client reused an attempt's key for a new booking).
 */
export async function rentalOfKey(db: Kysely<Database>, scope: KeyScope, k: IdempotencyKey): Promise<number | null> {
  const row = await db
    .selectFrom('rental_idempotency_keys')
    .select(['rental_id', 'request_hash'])
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('key', '=', k.key)
    .where('created_at', '>', scope.nowMs - IDEMPOTENCY_KEY_TTL_MS)
    .executeTakeFirst()
  if (!row) return null
  if (row.request_hash !== k.requestHash) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', undefined, 'Idempotency-Key')
  return row.rental_id
}

/** Records the key with the rental it made, in the booking's transaction; an expired copy of it goes. */
export async function recordKey(trx: Kysely<Database>, scope: KeyScope, k: IdempotencyKey, rentalId: number): Promise<void> {
  await trx
    .deleteFrom('rental_idempotency_keys')
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('key', '=', k.key)
    .where('created_at', '<=', scope.nowMs - IDEMPOTENCY_KEY_TTL_MS)
    .execute()
  await trx
    .insertInto('rental_idempotency_keys')
    .values({ tenant_id: scope.tenantId, user_id: scope.userId, key: k.key, request_hash: k.requestHash, rental_id: rentalId, created_at: scope.nowMs })
    .execute()
}
