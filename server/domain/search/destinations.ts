import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { DestinationInput } from './search-input'

/**
 * Stores where the driver said they go, so the booking can name it by id (spec: destination.id).
 * `ownerId` is the member who said it (null for a guest): only they may attach it to a booking.
 */
export async function createDestination(db: Kysely<Database>, tenantId: number, ownerId: number | null, d: DestinationInput, now?: number): Promise<number> {
  const row = await db
    .insertInto('destinations')
    .values({ tenant_id: tenantId, user_id: ownerId, ...d, ...(now === undefined ? {} : { created_at: now }) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * The destination of a search: the row of an identical destination the same searcher (a member, or
 * guests) searched before in the tenant when there is one, else a new row. Searches repeat (paging,
 * a changed time) and guests search freely, so a row per search grew without end;
 * pruneStaleDestinations (server/domain/pruning) deletes the rows no rental uses. The reused row's
 * created_at moves to now so that it is not pruned under the search that just named it. The owner is
 * part of the match: a member's booking may only name their own row.
 */
export async function destinationForSearch(db: Kysely<Database>, tenantId: number, ownerId: number | null, d: DestinationInput, now: number): Promise<number> {
  let q = db.selectFrom('destinations').select('id').where('tenant_id', '=', tenantId)
  q = ownerId === null ? q.where('user_id', 'is', null) : q.where('user_id', '=', ownerId)
  for (const key of ['label', 'name', 'place_id', 'formatted_address', 'latitude', 'longitude'] as const) {
    const value = d[key]
    q = value === null ? q.where(key, 'is', null) : q.where(key, '=', value)
  }
  const found = await q.orderBy('id', 'desc').limit(1).executeTakeFirst()
  if (!found) return createDestination(db, tenantId, ownerId, d, now)
  await db.updateTable('destinations').set({ created_at: now }).where('tenant_id', '=', tenantId).where('id', '=', found.id).execute()
  return found.id
}

/** The member's own destination of that id, or undefined (another's, a guest's, or none). */
export async function findOwnDestination(db: Kysely<Database>, tenantId: number, userId: number, id: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('destinations').select('id').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()
}
