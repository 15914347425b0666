import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { DestinationInput } from './search-input'

/**
 * Stores where the driver said they go, so the booking can name it by id (spec: destination.id).
 * `ownerId` is the member who said it (null for a guest): only they may attach it to a booking.
 */
export async function createDestination(db: Kysely<Database>, tenantId: number, ownerId: number | null, d: DestinationInput): Promise<number> {
  const row = await db
    .insertInto('destinations')
    .values({ tenant_id: tenantId, user_id: ownerId, ...d })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The member's own destination of that id, or undefined (another's, a guest's, or none). */
export async function findOwnDestination(db: Kysely<Database>, tenantId: number, userId: number, id: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('destinations').select('id').where('tenant_id', '=', tenantId).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()
}
