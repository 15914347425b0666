import type { Kysely } from 'kysely'

// - completion_codes: the one-time codes a finished sign-up hands to the tenant's mobile app
//   instead of a token in the URL (routes/completion-code.routes.ts); single use, 60 s, bound to
//   the tenant and the member, exchanged at POST /oauth2/token (grant_type=authorization_code).
// - carpool_departures: when a passenger left a carpool, so that joining it again is refused for
//   a day (domain/booking/carpool-passengers.ts).
export async function up(db: Kysely<unknown>, isPostgres: boolean): Promise<void> {
  const id = (t: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    isPostgres ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())

  await id(db.schema.createTable('completion_codes'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('completion_codes_expires').on('completion_codes').column('expires_at').execute()

  await id(db.schema.createTable('carpool_departures'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('rental_id', 'integer', (c) => c.notNull().references('rentals.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('left_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('carpool_departures_member').on('carpool_departures').columns(['tenant_id', 'rental_id', 'user_id']).execute()
}
