import type { Kysely } from 'kysely'

// POST /user/rentals with an Idempotency-Key header: the key, the hash of the request it came
// with, and the rental it made, so a retry (after a crash, on another process) answers that rental.
export async function up(db: Kysely<unknown>, isPostgres: boolean): Promise<void> {
  const table = db.schema.createTable('rental_idempotency_keys')
  await (
    isPostgres ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('rental_id', 'integer', (c) => c.notNull().references('rentals.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('rental_idempotency_keys_user_key', ['tenant_id', 'user_id', 'key'])
    .execute()
  await db.schema.createIndex('rental_idempotency_keys_created').on('rental_idempotency_keys').column('created_at').execute()
}
