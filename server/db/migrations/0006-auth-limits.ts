import { sql, type Kysely } from 'kysely'

// Security limits that must hold across server processes, so they live in the
// database, never in one process's memory:
// - rate_counters: fixed-window counters behind server/limits (login and SMS limits); keys carry
//   their own tenant id, as a Redis key would, so the table needs no tenant column;
// - login_throttles: wrong passwords per tenant and e-mail (known or not, so the answer tells
//   nothing about which accounts exist), the slow-down and the lockout;
// - account_unlock_tokens: the single-use links that clear a lockout by e-mail;
// - refresh_tokens: RFC 6749 section 6 refresh tokens, rotated, in families revoked on reuse;
// - destinations.created_at: lets stale destinations be pruned.
export async function up(db: Kysely<unknown>, isPostgres: boolean): Promise<void> {
  const id = (t: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    isPostgres ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())

  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_end', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_counters_window_end').on('rate_counters').column('window_end').execute()

  await id(db.schema.createTable('login_throttles'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_at', 'bigint')
    .addUniqueConstraint('login_throttles_email', ['tenant_id', 'email'])
    .execute()

  await id(db.schema.createTable('account_unlock_tokens'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await id(db.schema.createTable('refresh_tokens'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('access_token_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').columns(['tenant_id', 'family']).execute()
  await db.schema.createIndex('refresh_tokens_access').on('refresh_tokens').columns(['tenant_id', 'access_token_id']).execute()
  await db.schema.createIndex('access_tokens_expires').on('access_tokens').column('expires_at').execute()
  await db.schema.createIndex('outbox_created').on('outbox').column('created_at').execute()

  await db.schema
    .alterTable('destinations')
    .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await sql`create index destinations_created on destinations (tenant_id, created_at)`.execute(db)
}
