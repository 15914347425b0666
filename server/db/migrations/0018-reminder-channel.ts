import type { Kysely } from 'kysely'

// users.reminder_channel: how the member wants booking reminders (email, sms, none); null, as the
// tenant sends them (contracts/reminder-channel.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('reminder_channel', 'text').execute()
}
