import type { Kysely } from 'kysely'

// email_changes: a member's request to change their e-mail address (PUT /user with `email`). The
// new address gets a single-use link (its token kept hashed, 24 hours); the account's address
// changes only when the link is followed (POST /user/email_confirmation).
export async function up(db: Kysely<unknown>, isPostgres: boolean): Promise<void> {
  const table = db.schema.createTable('email_changes')
  await (
    isPostgres ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('email_changes_member').on('email_changes').columns(['tenant_id', 'user_id']).execute()
}
