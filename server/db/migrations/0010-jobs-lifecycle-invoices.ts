import { sql, type Kysely } from 'kysely'

// Background jobs (server/jobs): the outbox records each delivery attempt; rentals record what the
// lifecycle and reminder jobs did, so a job that runs twice (a retry, a second process) does nothing
// twice; invoices record the charge of a closed rental and its provider reference.
export async function up(db: Kysely<unknown>): Promise<void> {
  // kept: no SMTP or gateway, stays in the outbox; queued: a delivery job will try it;
  // delivered; failed: retries exhausted. Rows written before this migration read as kept.
  await db.schema
    .alterTable('outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('kept'))
    .execute()
  await db.schema
    .alterTable('outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // What the delivery needs beyond body (text and HTML of an e-mail, the sender's name), as JSON.
  await db.schema.alterTable('outbox').addColumn('payload', 'text').execute()
  await db.schema.createIndex('outbox_status').on('outbox').columns(['status', 'created_at']).execute()

  for (const column of ['late_at', 'start_reminded_at', 'end_reminded_at', 'started_at', 'ended_at']) {
    await db.schema.alterTable('rentals').addColumn(column, 'bigint').execute()
  }
  await db.schema.createIndex('rentals_status_start').on('rentals').columns(['status', 'reservation_start_time']).execute()
  await db.schema.createIndex('rentals_status_end').on('rentals').columns(['status', 'reservation_end_time']).execute()

  await db.schema.alterTable('invoices').addColumn('provider', 'text').execute()
  await db.schema.alterTable('invoices').addColumn('provider_ref', 'text').execute()
  await db.schema
    .alterTable('invoices')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('invoices').addColumn('error', 'text').execute()
  await db.schema.alterTable('invoices').addColumn('paid_at', 'bigint').execute()
  // One invoice per rental: the charge job may run twice, the second finds the first's invoice.
  await sql`create unique index invoices_rental on invoices (tenant_id, rental_id) where rental_id is not null`.execute(db)
}
