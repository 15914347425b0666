import type { Insertable, Kysely } from 'kysely'
import { sql } from 'kysely'
import { VEHICLE_OPTIONS } from '@contracts/tenant'
import type { Database, RentalTable, VehicleTable } from '../db/schema'
import { rng } from './random'

export interface DatasetSize {
  stations: number
  vehicles: number
  rentals: number
  drivers: number
}

export interface Dataset {
  tenantId: number
  stationIds: number[]
  categoryIds: number[]
  /** Station coordinates, for address-engine searches. */
  stations: { id: number; latitude: number; longitude: number }[]
}

const DAY = 86_400_000
const HOUR = 3_600_000
// Greater Montréal, roughly 33 km by 39 km.
const AREA = { minLat: 45.4, maxLat: 45.7, minLng: -73.95, maxLng: -73.45 }

export const BENCH_SETTINGS = {
  language: 'fr',
  platform_type: 'public',
  search_engine: 'station',
  prepare_delay: 900,
  max_active_rentals: 3,
  features: { discount: true, one_way: true, carpooling: true, categories: true, estimated_distance: true },
  delays: {
    minimum_reservation_duration: 3600,
    maximum_reservation_duration: 30 * 24 * 3600,
    maximum_time_in_advance: 90 * 24 * 3600,
    minimum_time_before_start: 0,
  },
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

/**
 * Seeds one tenant with stations spread over Greater Montréal, vehicles spread over the stations,
 * and for each vehicle a history of non-overlapping rentals from a year ago to 60 days ahead
 * (closed or cancelled in the past, in progress around now, pending or prepared ahead). Multi-row
 * inserts in one transaction; deterministic for a given `now`.
 */
export async function seedDataset(db: Kysely<Database>, size: DatasetSize, now: number): Promise<Dataset> {
  const r = rng(20260601)
  return db.transaction().execute(async (trx) => {
    const tenantId = (
      await trx
        .insertInto('tenants')
        .values({ slug: 'demo', hosts: JSON.stringify(['localhost', '127.0.0.1']), human_name: 'Bench', settings: JSON.stringify(BENCH_SETTINGS), created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id

    const stationRows = Array.from({ length: size.stations }, (_, i) => ({
      tenant_id: tenantId,
      name: `Station ${i + 1}`,
      address: `${i + 1} rue du Banc d'essai, Montréal`,
      description: null,
      latitude: AREA.minLat + r.next() * (AREA.maxLat - AREA.minLat),
      longitude: AREA.minLng + r.next() * (AREA.maxLng - AREA.minLng),
      aliases: '[]',
    }))
    const stations = await trx.insertInto('stations').values(stationRows).returning(['id', 'latitude', 'longitude']).execute()

    const categoryIds = (
      await trx
        .insertInto('categories')
        .values(
          ['Citadine', 'Compacte', 'Berline', 'SUV', 'Familiale', 'Utilitaire', 'Électrique', 'Minibus'].map((name, i) => ({
            tenant_id: tenantId,
            name,
            aliases: '[]',
            hourly_rate_cents: 800 + i * 150,
            daily_rate_cents: 5000 + i * 900,
            included_distance: 100,
            extra_distance_cents: 20 + i * 3,
          })),
        )
        .returning('id')
        .execute()
    ).map((c) => c.id)

    const drivers: number[] = []
    await insertChunks(
      Array.from({ length: size.drivers }, (_, i) => ({
        tenant_id: tenantId,
        email: `driver${i}@bench.test`,
        workflow_next_step: 'driver_ok',
        validated: 1,
        tos_accepted: 1,
        roles: '["driver"]',
        can_access_backoffice: 0,
        created_at: now,
        updated_at: now,
      })),
      1000,
      async (chunk) => drivers.push(...(await trx.insertInto('users').values(chunk).returning('id').execute()).map((u) => u.id)),
    )

    const vehicleRows: Insertable<VehicleTable>[] = Array.from({ length: size.vehicles }, (_, i) => ({
      tenant_id: tenantId,
      station_id: r.pick(stations).id,
      category_id: r.pick(categoryIds),
      make: r.pick(['Renault', 'Toyota', 'Hyundai', 'Kia', 'Tesla', 'Ford']),
      model: r.pick(['Zoe', 'Corolla', 'Kona', 'Niro', 'Model 3', 'Transit']),
      year: r.int(2018, 2025),
      photos: '[]',
      description: null,
      doors_count: r.pick([3, 5]),
      seats_count: r.pick([2, 4, 5, 5, 5, 7, 9]),
      fuel_type: r.pick(['electric', 'gasoline', 'hybrid', 'diesel']),
      gears_type: r.pick(['automatic', 'automatic', 'manual', 'semi_automatic']),
      options: JSON.stringify(VEHICLE_OPTIONS.filter(() => r.chance(0.5))),
      equipments: '[]',
      license_plate: `B${String(i).padStart(6, '0')}`,
      internal_identifier: `BENCH-${i}`,
      included_distance: 0,
      geotracking_privacy_usage: 0,
      active: 1,
    }))
    const vehicleIds: number[] = []
    await insertChunks(vehicleRows, 500, async (chunk) => vehicleIds.push(...(await trx.insertInto('vehicles').values(chunk).returning('id').execute()).map((v) => v.id)))

    const perVehicle = Math.max(1, Math.round(size.rentals / size.vehicles))
    const from = now - 365 * DAY
    const span = 425 * DAY
    const slot = span / perVehicle
    let batch: Insertable<RentalTable>[] = []
    const flush = async () => {
      if (batch.length) await trx.insertInto('rentals').values(batch).execute()
      batch = []
    }
    for (const vehicleId of vehicleIds) {
      for (let k = 0; k < perVehicle; k++) {
        const start = Math.round(from + k * slot + r.next() * slot * 0.5)
        const end = start + r.int(1, 48) * HOUR
        const status = end < now ? (r.chance(0.9) ? 'closed' : 'cancelled') : start <= now ? 'in_progress' : r.chance(0.15) ? 'cancelled' : r.pick(['pending', 'prepared'])
        batch.push({
          tenant_id: tenantId,
          vehicle_id: vehicleId,
          driver_id: r.pick(drivers),
          status,
          reservation_start_time: start,
          reservation_end_time: end,
          discount_codes: '[]',
          geotracking: 0,
          carpooling: r.chance(0.05) ? 1 : 0,
          currency: 'CAD',
          price_cents: r.int(1000, 30000),
          created_at: start - DAY,
          updated_at: start - DAY,
        })
        if (batch.length === 1000) await flush()
      }
    }
    await flush()
    await sql`analyze`.execute(trx)
    return { tenantId, stationIds: stations.map((s) => s.id), categoryIds, stations }
  })
}
