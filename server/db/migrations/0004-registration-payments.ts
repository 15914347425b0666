import type { Kysely } from 'kysely'

// Payment provider records: the offline provider's payment methods (brand, last4 and expiry only:
// the full number is never stored) and the provider-side customer of each member (Stripe needs one
// to keep a card for later charges).
export async function up(db: Kysely<unknown>, isPostgres: boolean): Promise<void> {
  const id = (t: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    isPostgres ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())

  await id(db.schema.createTable('offline_payment_methods'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'integer', (c) => c.notNull())
    .addColumn('exp_year', 'integer', (c) => c.notNull())
    .addColumn('billing_name', 'text')
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await id(db.schema.createTable('payment_customers'))
    .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('customer_ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('payment_customers_user_provider', ['tenant_id', 'user_id', 'provider'])
    .execute()

  await db.schema.createIndex('setup_intents_provider_id').on('setup_intents').columns(['tenant_id', 'provider_id']).execute()
  await db.schema.createIndex('payment_cards_user').on('payment_cards').columns(['tenant_id', 'user_id']).execute()
}
