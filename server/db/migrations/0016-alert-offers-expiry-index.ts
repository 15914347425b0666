import type { Kysely } from 'kysely'

// The open alert offers by status and expiry, first: the alert watch ends the holds past their time
// every second across tenants (domain/alerts/alert-watch.ts), and the search's hold check filters
// on the same two columns. Replaces 0015's tenant-first index, which the expiry pass cannot use.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('alert_offers_open').execute()
  await db.schema.createIndex('alert_offers_open').on('alert_offers').columns(['status', 'expires_at']).execute()
}
