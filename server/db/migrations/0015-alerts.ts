import type { Kysely } from 'kysely'

// - alerts: a member's search kept alive until its start (domain/alerts). status: active, deleted
//   (by the member) or booked (its offer taken); an active alert past its start is over too.
//   Indexed by tenant, start station and start: the watch looks up only the alerts of the freed
//   vehicle's station (or, station null, the address alerts) still to come.
// - alert_offers: a freed vehicle held for an alert's member until expires_at (status open), then
//   taken (booked), expired or withdrawn (the alert deleted). One per alert and vehicle: an offer
//   not taken in time goes to the next alert, never back to the same one.
export async function up(db: Kysely<unknown>, isPostgres: boolean): Promise<void> {
  const id = (t: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    isPostgres ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())

  await id(db.schema.createTable('alerts'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_station_id', 'integer')
    .addColumn('end_station_id', 'integer')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('radius_km', 'double precision')
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('category_ids', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('gears_type', 'text')
    .addColumn('seats_count', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute()
  await db.schema.createIndex('alerts_watch').on('alerts').columns(['tenant_id', 'start_station_id', 'status', 'start_time']).execute()
  await db.schema.createIndex('alerts_member').on('alerts').columns(['tenant_id', 'user_id', 'status']).execute()

  await id(db.schema.createTable('alert_offers'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('alert_offers_alert_vehicle').on('alert_offers').columns(['alert_id', 'vehicle_id']).unique().execute()
  await db.schema.createIndex('alert_offers_vehicle').on('alert_offers').columns(['vehicle_id', 'status']).execute()
  await db.schema.createIndex('alert_offers_open').on('alert_offers').columns(['tenant_id', 'status', 'expires_at']).execute()
}
