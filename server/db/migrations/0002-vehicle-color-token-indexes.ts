import type { Kysely } from 'kysely'

// Vehicle colour (drives the generated photos) and the indexes behind per-user token revocation
// and reset-password look-ups.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vehicles').addColumn('color', 'text').execute()
  await db.schema.createIndex('access_tokens_user').on('access_tokens').columns(['tenant_id', 'user_id']).execute()
  await db.schema.createIndex('password_reset_tokens_user').on('password_reset_tokens').columns(['tenant_id', 'user_id']).execute()
  await db.schema.createIndex('outbox_tenant_created').on('outbox').columns(['tenant_id', 'created_at']).execute()
}
