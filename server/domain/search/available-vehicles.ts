import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { BLOCKING_STATUSES } from '@contracts/rental'
import type { Database } from '../../db/schema'

export interface VehicleFilters {
  categories: readonly number[]
  options: readonly string[]
  gearsType: string | null
  seatsCount: number | null
}

export interface AvailabilityWindow {
  startMs: number
  endMs: number
  prepareDelayMs: number
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
 * "No rental holding the vehicle overlaps the asked interval widened by prepare_delay on both
 * sides" (spec: pending, prepared, check_in, check_out, in_progress, locking hold a vehicle).
 * Written as NOT EXISTS so each vehicle probes the rentals_vehicle_end index.
 */
export function noBlockingRental(eb: VehicleScope, w: AvailabilityWindow) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('rentals as r')
        .select(sql.lit(1).as('one'))
        .whereRef('r.vehicle_id', '=', 'v.id')
        .where('r.reservation_end_time', '>', w.startMs - w.prepareDelayMs)
        .where('r.reservation_start_time', '<', w.endMs + w.prepareDelayMs)
        .where('r.status', 'in', [...BLOCKING_STATUSES]),
    ),
  )
}

function filtered(db: Kysely<Database>, tenantId: number, stationIds: readonly number[], filters: VehicleFilters, window: AvailabilityWindow) {
  let q = db
    .selectFrom('vehicles as v')
    .where('v.tenant_id', '=', tenantId)
    .where('v.active', '=', 1)
    .where('v.station_id', 'in', [...stationIds])
    .where((eb) => noBlockingRental(eb, window))
  if (filters.categories.length > 0) q = q.where('v.category_id', 'in', [...filters.categories])
  // options is a JSON list of quoted names, none a substring of another once quoted.
  for (const o of filters.options) q = q.where('v.options', 'like', `%"${o}"%`)
  if (filters.gearsType !== null) q = q.where('v.gears_type', '=', filters.gearsType)
  if (filters.seatsCount !== null) q = q.where('v.seats_count', '>=', filters.seatsCount)
  return q
}

/**
 * The available vehicles of the given stations, in order: `stationRanks` orders the stations
 * (nearest first for the address engine), vehicles of one station come by id.
 */
export function availableVehiclesQuery(db: Kysely<Database>, tenantId: number, stationRanks: readonly number[], filters: VehicleFilters, window: AvailabilityWindow) {
  let q = filtered(db, tenantId, stationRanks, filters, window)
  if (stationRanks.length > 1) {
    // Station ids and ranks are integers we produced, safe to inline; bound parameters in CASE
    // branches would be typed as text by PostgreSQL.
    const rank = sql<number>`case v.station_id ${sql.join(
      stationRanks.map((id, i) => sql`when ${sql.lit(Math.trunc(id))} then ${sql.lit(i)}`),
      sql` `,
    )} end`
    q = q.orderBy(rank)
  }
  return q.select(['v.id', 'v.station_id', 'v.category_id', 'v.included_distance']).orderBy('v.id')
}

/**
 * One page and the total. A station search reads one row more than the page: when there is none,
 * the total is known without counting, the common case (a station holds fewer vehicles than a
 * page). An address search must sort every candidate by distance anyway, so it counts in the same
 * pass with a window.
 */
export async function findAvailableVehicles(
  db: Kysely<Database>,
  tenantId: number,
  stationRanks: readonly number[],
  filters: VehicleFilters,
  window: AvailabilityWindow,
  page: number,
  limit: number,
): Promise<{ rows: AvailableVehicleRow[]; total: number }> {
  if (stationRanks.length === 0) return { rows: [], total: 0 }
  const offset = (page - 1) * limit
  const query = availableVehiclesQuery(db, tenantId, stationRanks, filters, window)
  if (stationRanks.length > 1) {
    const counted = await query
      .select(sql<number>`count(*) over ()`.as('total'))
      .limit(limit)
      .offset(offset)
      .execute()
    if (counted.length > 0) return { rows: counted.map(({ total: _t, ...row }) => row), total: Number(counted[0].total) }
  } else {
    const rows = await query.limit(limit + 1).offset(offset).execute()
    if (rows.length > 0 && rows.length <= limit) return { rows, total: offset + rows.length }
    if (rows.length === 0 && page === 1) return { rows, total: 0 }
    if (rows.length > limit) return { rows: rows.slice(0, limit), total: await countAvailable(db, tenantId, stationRanks, filters, window) }
  }
  return { rows: [], total: offset === 0 ? 0 : await countAvailable(db, tenantId, stationRanks, filters, window) }
}

async function countAvailable(db: Kysely<Database>, tenantId: number, stationIds: readonly number[], filters: VehicleFilters, window: AvailabilityWindow): Promise<number> {
  const row = await filtered(db, tenantId, stationIds, filters, window)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
