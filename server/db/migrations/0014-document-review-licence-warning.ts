import { sql, type Kysely } from 'kysely'

// - documents.status: where the operator's review of a document stands (pending, validated,
//   refused with refusal_reason). A document uploaded before this migration reads as validated
//   when its member was validated, else pending; a replacement goes back to pending.
// - users.licence_warned_for: the licence expiry date the member was warned about (30 days ahead,
//   jobs/definitions/licence-expiry.ts), so each licence is warned about once, and a renewed one again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute()
  await db.schema.alterTable('documents').addColumn('refusal_reason', 'text').execute()
  await sql`update documents set status = 'validated' where user_id in (select id from users where validated = 1)`.execute(db)
  await db.schema.alterTable('users').addColumn('licence_warned_for', 'text').execute()
}
