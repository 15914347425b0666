import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { rentalsTaking, type TakenWindow } from '../availability/vehicle-taken'

export interface VehicleFilters {
  categories: readonly number[]
  options: readonly string[]
  gearsType: string | null
  seatsCount: number | null
}

/** What pricing and paging need of an available vehicle; its description and rates are cached. */
export interface AvailableVehicleRow {
  id: number
  station_id: number | null
  category_id: number | null
  included_distance: number
}

type VehicleScope = ExpressionBuilder<Database & { v: Database['vehicles'] }, 'v'>

/**
 * No rental takes the vehicle over the window (availability/vehicle-taken.ts). Written as NOT
 * EXISTS so each vehicle probes the rentals_vehicle_end index.
 */
function noBlockingRental(db: Kysely<Database>, eb: VehicleScope, w: TakenWindow) {
  return eb.not(eb.exists(rentalsTaking(db, w).select(sql.lit(1).as('one')).where('rentals.vehicle_id', '=', eb.ref('v.id'))))
}

function filtered(db: Kysely<Database>, tenantId: number, stationIds: readonly number[], filters: VehicleFilters, window: TakenWindow) {
  let q = db
    .selectFrom('vehicles as v')
    .where('v.tenant_id', '=', tenantId)
    .where('v.active', '=', 1)
    .where('v.station_id', 'in', [...stationIds])
    .where((eb) => noBlockingRental(db, eb, window))
  if (filters.categories.length > 0) q = q.where('v.category_id', 'in', [...filters.categories])
  // options is a JSON list of quoted names, none a substring of another once quoted.
  for (const o of filters.options) q = q.where('v.options', 'like', `%"${o}"%`)
  if (filters.gearsType !== null) q = q.where('v.gears_type', '=', filters.gearsType)
  if (filters.seatsCount !== null) q = q.where('v.seats_count', '>=', filters.seatsCount)
  return q
}

/** The available vehicles of the given stations, by id (a station search's order). */
export function availableVehiclesQuery(db: Kysely<Database>, tenantId: number, stationIds: readonly number[], filters: VehicleFilters, window: TakenWindow) {
  return filtered(db, tenantId, stationIds, filters, window).select(['v.id', 'v.station_id', 'v.category_id', 'v.included_distance']).orderBy('v.id')
}

/**
 * One page and the total. A station search reads one row more than the page: when there is none,
 * the total is known without counting, the common case (a station holds fewer vehicles than a
 * page). An address search must rank every candidate by its station's distance anyway, so it
 * reads them all and ranks, counts and pages here: the SQL then has one text per number of
 * stations, which SQLite's statement cache and PostgreSQL's prepared statements reuse, where a
 * ranking CASE inlined the station ids and had to be prepared and planned on every search.
 */
export async function findAvailableVehicles(
  db: Kysely<Database>,
  tenantId: number,
  stationRanks: readonly number[],
  filters: VehicleFilters,
  window: TakenWindow,
  page: number,
  limit: number,
): Promise<{ rows: AvailableVehicleRow[]; total: number }> {
  if (stationRanks.length === 0) return { rows: [], total: 0 }
  const offset = (page - 1) * limit
  const query = availableVehiclesQuery(db, tenantId, stationRanks, filters, window)
  if (stationRanks.length > 1) {
    const rank = new Map(stationRanks.map((id, i) => [id, i]))
    const all = await query.execute()
    const at = (r: AvailableVehicleRow) => (r.station_id === null ? stationRanks.length : (rank.get(r.station_id) ?? stationRanks.length))
    all.sort((a, b) => at(a) - at(b) || a.id - b.id)
    return { rows: all.slice(offset, offset + limit), total: all.length }
  }
  const rows = await query
    .limit(limit + 1)
    .offset(offset)
    .execute()
  if (rows.length > 0 && rows.length <= limit) return { rows, total: offset + rows.length }
  if (rows.length === 0 && page === 1) return { rows, total: 0 }
  if (rows.length > limit) return { rows: rows.slice(0, limit), total: await countAvailable(db, tenantId, stationRanks, filters, window) }
  return { rows: [], total: offset === 0 ? 0 : await countAvailable(db, tenantId, stationRanks, filters, window) }
}

async function countAvailable(db: Kysely<Database>, tenantId: number, stationIds: readonly number[], filters: VehicleFilters, window: TakenWindow): Promise<number> {
  const row = await filtered(db, tenantId, stationIds, filters, window)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
