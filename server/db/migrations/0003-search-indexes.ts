import type { Kysely } from 'kysely'

// Indexes behind POST /vehicles/search (measured with server/bench/search-bench.ts):
// - availability probes one vehicle's rentals ending after the asked start: most of a vehicle's
//   history ends before it, so leading with the end time skips it; start and status make the
//   probe index-only;
// - the address engine's bounding-box prefilter on station coordinates.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('rentals_vehicle_end').on('rentals').columns(['vehicle_id', 'reservation_end_time', 'reservation_start_time', 'status']).execute()
  await db.schema.createIndex('stations_tenant_position').on('stations').columns(['tenant_id', 'latitude', 'longitude']).execute()
}
