import { type Kysely, type CreateTableBuilder, sql } from 'kysely'

// Portable DDL: instants are bigint epoch ms, booleans integers, lists JSON text (see ../schema.ts).
// The id column is the only dialect-specific part: SQLite's INTEGER PRIMARY KEY vs PostgreSQL's identity.
type Table = CreateTableBuilder<string, never>

function withId(db: Kysely<unknown>, table: string, isPostgres: boolean): Table {
  const t = db.schema.createTable(table) as unknown as Table
  return isPostgres ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}

const tenantRef = (t: Table) => t.addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))

export async function up(db: Kysely<unknown>, isPostgres: boolean): Promise<void> {
  const table = (name: string) => withId(db, name, isPostgres)

  await table('tenants')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('hosts', 'text', (c) => c.notNull())
    .addColumn('human_name', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await tenantRef(table('oauth_clients'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('oauth_clients_tenant_client', ['tenant_id', 'client_id'])
    .execute()

  let users = tenantRef(table('users'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
  for (const col of [
    'first_name',
    'last_name',
    'address_line1',
    'address_line2',
    'address_postal_code',
    'address_locality',
    'address_state',
    'address_country',
    'birthday_time',
    'birthday_location',
    'cell_phone',
    'pending_cell_phone',
    'driving_licence_number',
    'driving_licence_location',
    'driving_licence_expiration_time',
    'driving_licence_obtaining_time',
    'language',
    'photo_path',
    'sso_issuer',
    'sso_subject',
  ]) {
    users = users.addColumn(col, 'text')
  }
  await users
    .addColumn('workflow_next_step', 'text', (c) => c.notNull())
    .addColumn('validated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tos_accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('accepted_terms_version_id', 'integer')
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('can_access_backoffice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('users_tenant_email').on('users').columns(['tenant_id', 'email']).unique().execute()
  await db.schema.createIndex('users_tenant_sso').on('users').columns(['tenant_id', 'sso_issuer', 'sso_subject']).execute()

  await tenantRef(table('access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await tenantRef(table('password_reset_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await tenantRef(table('sms_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cell_phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sms_codes_user').on('sms_codes').columns(['tenant_id', 'user_id', 'created_at']).execute()

  await tenantRef(table('outbox'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await tenantRef(table('stations'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('aliases', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
  await db.schema.createIndex('stations_tenant').on('stations').column('tenant_id').execute()

  await tenantRef(table('categories'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('aliases', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('hourly_rate_cents', 'integer', (c) => c.notNull())
    .addColumn('daily_rate_cents', 'integer', (c) => c.notNull())
    .addColumn('included_distance', 'integer', (c) => c.notNull())
    .addColumn('extra_distance_cents', 'integer', (c) => c.notNull())
    .execute()

  await tenantRef(table('rental_labels'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('aliases', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()

  let vehicles = tenantRef(table('vehicles'))
    .addColumn('station_id', 'integer', (c) => c.references('stations.id').onDelete('set null'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text')
    .addColumn('doors_count', 'integer', (c) => c.notNull())
    .addColumn('seats_count', 'integer', (c) => c.notNull())
    .addColumn('fuel_type', 'text', (c) => c.notNull())
    .addColumn('gears_type', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('equipments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('license_plate', 'text', (c) => c.notNull())
    .addColumn('internal_identifier', 'text', (c) => c.notNull())
    .addColumn('included_distance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('geotracking_privacy_usage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('box_charging_status', 'text')
    .addColumn('access_instructions', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
  for (const col of ['payload_capacity', 'volume', 'power', 'box_latitude', 'box_longitude', 'box_state_of_charge', 'box_autonomy', 'box_fuel_level']) {
    vehicles = vehicles.addColumn(col, 'double precision')
  }
  await vehicles.execute()
  await db.schema.createIndex('vehicles_tenant_station').on('vehicles').columns(['tenant_id', 'station_id']).execute()

  await tenantRef(table('destinations'))
    .addColumn('label', 'text')
    .addColumn('name', 'text')
    .addColumn('place_id', 'text')
    .addColumn('formatted_address', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .execute()

  await tenantRef(table('rentals'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('driver_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_station_id', 'integer', (c) => c.references('stations.id'))
    .addColumn('end_station_id', 'integer', (c) => c.references('stations.id'))
    .addColumn('destination_id', 'integer', (c) => c.references('destinations.id'))
    .addColumn('reservation_start_time', 'bigint', (c) => c.notNull())
    .addColumn('reservation_end_time', 'bigint', (c) => c.notNull())
    .addColumn('estimated_distance', 'double precision')
    .addColumn('rental_label_id', 'integer', (c) => c.references('rental_labels.id'))
    .addColumn('discount_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('geotracking', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('carpooling', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('carpooling_destination', 'text')
    .addColumn('distance', 'double precision')
    .addColumn('price_cents', 'integer')
    .addColumn('prediscount_price_cents', 'integer')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  // Availability checks scan one vehicle's rentals by time; lists scan one driver's by status.
  await db.schema.createIndex('rentals_vehicle_time').on('rentals').columns(['vehicle_id', 'reservation_start_time', 'reservation_end_time']).execute()
  await db.schema.createIndex('rentals_tenant_driver').on('rentals').columns(['tenant_id', 'driver_id', 'status']).execute()
  await db.schema.createIndex('rentals_tenant_carpool').on('rentals').columns(['tenant_id', 'carpooling', 'reservation_start_time']).execute()

  await tenantRef(table('rental_passengers'))
    .addColumn('rental_id', 'integer', (c) => c.notNull().references('rentals.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('rental_passengers_unique', ['rental_id', 'user_id'])
    .execute()

  await tenantRef(table('discount_codes'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('discount_codes_tenant_code', ['tenant_id', 'code'])
    .execute()

  await tenantRef(table('payment_cards'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('set_as_default_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await tenantRef(table('setup_intents'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await tenantRef(table('additional_documents'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('description_fr', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await tenantRef(table('documents'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('additional_document_id', 'integer', (c) => c.references('additional_documents.id'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await tenantRef(table('custom_contents'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute()

  await tenantRef(table('terms_versions'))
    .addColumn('content_fr', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text', (c) => c.notNull())
    .addColumn('current', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .execute()

  await tenantRef(table('terms_acceptances'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version_id', 'integer', (c) => c.notNull().references('terms_versions.id'))
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .execute()

  await tenantRef(table('registration_flows'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()

  await tenantRef(table('invoices'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rental_id', 'integer', (c) => c.references('rentals.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  void sql
}
