import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** Deletes every row of the tables, in the order given: children before the rows they point to. */
export async function emptyTables(db: Kysely<Database>, tables: readonly (keyof Database)[]): Promise<void> {
  for (const table of tables) await db.deleteFrom(table).execute()
}
