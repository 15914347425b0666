import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { wrongParameter } from '../booking/domain-error'

/** Ids a search or a booking names must exist in the tenant (WRONG_PARAMETER otherwise, spec section 8). */
export async function checkStationIds(
  db: Kysely<Database>,
  tenantId: number,
  startStationId: number | null,
  endStationId: number | null,
  oneWay: boolean,
  fieldPrefix: string,
): Promise<void> {
  if (endStationId !== null && !oneWay && endStationId !== startStationId) {
    throw wrongParameter(`${fieldPrefix}.end_station_id`)
  }
  const ids = [...new Set([startStationId, endStationId].filter((x): x is number => x !== null))]
  if (ids.length === 0) return
  const found = await db.selectFrom('stations').select('id').where('tenant_id', '=', tenantId).where('id', 'in', ids).execute()
  const known = new Set(found.map((r) => r.id))
  if (startStationId !== null && !known.has(startStationId)) throw wrongParameter(`${fieldPrefix}.start_station_id`)
  if (endStationId !== null && !known.has(endStationId)) throw wrongParameter(`${fieldPrefix}.end_station_id`)
}

export async function checkRentalLabelId(db: Kysely<Database>, tenantId: number, id: number | null, field: string): Promise<void> {
  if (id === null) return
  const found = await db.selectFrom('rental_labels').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
  if (!found) throw wrongParameter(field)
}
