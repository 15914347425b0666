import type { Kysely } from 'kysely'

// A destination belongs to the member whose search or booking wrote it (null for a guest's search):
// a booking attaches only its own member's, so nobody reads another's label and address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('destinations')
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .execute()
}
