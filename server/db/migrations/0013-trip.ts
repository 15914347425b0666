import { sql, type Kysely } from 'kysely'

// The trip (../shared/trip/CONTRACT.md):
// - vehicles.access_simulation: 'normal', or 'unreachable' for a vehicle the simulated access
//   provider never answers (server/vehicle-access/simulated.ts), so failures can be tried.
// - vehicle_access_states: the simulated provider's vehicles (locked, energy, odometer, position);
//   in the database so that every process sees one state.
// - vehicle_commands: each command sent to a vehicle, written before it is sent (outcome
//   'pending') and after; (tenant_id, command_id) is unique, so a retry with the same id, from any
//   process, finds the first one instead of sending again.
// - condition_reports: the driver's observations of the vehicle at start, during and end.
// - rental_trips: what the vehicle said at start and end (odometer, energy), who ended the trip
//   and the lifecycle job's note; the summary is read from it.
export async function up(db: Kysely<unknown>, isPostgres: boolean): Promise<void> {
  const id = (t: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    isPostgres ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())

  await db.schema
    .alterTable('vehicles')
    .addColumn('access_simulation', 'text', (c) => c.notNull().defaultTo('normal'))
    .execute()

  await db.schema
    .createTable('vehicle_access_states')
    .addColumn('vehicle_id', 'integer', (c) => c.primaryKey().references('vehicles.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('locked', 'integer', (c) => c.notNull())
    .addColumn('energy_percent', 'double precision')
    .addColumn('odometer_km', 'double precision')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  await id(db.schema.createTable('vehicle_commands'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('rental_id', 'integer', (c) => c.references('rentals.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('command_id', 'text', (c) => c.notNull())
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .addUniqueConstraint('vehicle_commands_command_id', ['tenant_id', 'command_id'])
    .execute()
  await db.schema.createIndex('vehicle_commands_vehicle').on('vehicle_commands').columns(['tenant_id', 'vehicle_id', 'created_at']).execute()

  await id(db.schema.createTable('condition_reports'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('rental_id', 'integer', (c) => c.notNull().references('rentals.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('moment', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('photo_path', 'text')
    .addColumn('photo_type', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('condition_reports_rental').on('condition_reports').columns(['tenant_id', 'rental_id']).execute()
  await db.schema.createIndex('condition_reports_vehicle').on('condition_reports').columns(['tenant_id', 'vehicle_id', 'created_at']).execute()

  await db.schema
    .createTable('rental_trips')
    .addColumn('rental_id', 'integer', (c) => c.primaryKey().references('rentals.id').onDelete('cascade'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('start_odometer_km', 'double precision')
    .addColumn('start_energy_percent', 'double precision')
    .addColumn('end_odometer_km', 'double precision')
    .addColumn('end_energy_percent', 'double precision')
    .addColumn('ended_by', 'text')
    .addColumn('note', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  // The lifecycle job looks for trips to end by status and end time.
  await sql`create index if not exists rentals_status_end on rentals (tenant_id, status, reservation_end_time)`.execute(db)
}
