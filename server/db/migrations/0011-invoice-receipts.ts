import type { Kysely } from 'kysely'

// Receipts and bilingual access texts. Receipts: an invoice keeps the price it charged line by line (lines, discount, taxes
// as they were that day: server/domain/pricing/price-breakdown.ts BreakdownCents, as JSON) and the
// card it charged, so a receipt never changes when the tenant's rates, taxes or the member's cards do.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('breakdown', 'text').execute()
  await db.schema.alterTable('invoices').addColumn('card_brand', 'text').execute()
  await db.schema.alterTable('invoices').addColumn('card_last4', 'text').execute()
  // Access instructions in other languages than the operator's main text, as JSON {"en": "..."}:
  // a driver reads the one of their language, else the main text (server/domain/search/wire.ts).
  await db.schema.alterTable('vehicles').addColumn('access_instructions_translations', 'text').execute()
}
