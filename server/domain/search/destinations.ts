import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { DestinationInput } from './search-input'

/** Stores where the driver said they go, so the booking can name it by id (spec: destination.id). */
export async function createDestination(db: Kysely<Database>, tenantId: number, d: DestinationInput): Promise<number> {
  const row = await db
    .insertInto('destinations')
    .values({ tenant_id: tenantId, ...d })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
