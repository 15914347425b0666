import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** True when one member drives a carpool rental the other joined as a passenger, either way round. */
export async function shareACarpool(db: Kysely<Database>, tenantId: number, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('rental_passengers as p')
    .innerJoin('rentals as r', 'r.id', 'p.rental_id')
    .select('p.id')
    .where('p.tenant_id', '=', tenantId)
    .where('r.tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb.and([eb('r.driver_id', '=', a), eb('p.user_id', '=', b)]),
        eb.and([eb('r.driver_id', '=', b), eb('p.user_id', '=', a)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
