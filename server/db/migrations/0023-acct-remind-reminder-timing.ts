import type { Kysely } from 'kysely'

// users.reminder_timing: which booking reminders the member wants (start or end only); null, both
// (contracts/reminder-channel.ts). Plain text on both databases, like reminder_channel.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('reminder_timing', 'text').execute()
}
