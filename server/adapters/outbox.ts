import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export interface OutboxEntry {
  tenantId: number
  channel: 'email' | 'sms'
  recipient: string
  subject: string | null
  body: string
}

/** Every message is written here first; a real adapter then marks it delivered or records its error. */
export async function writeOutbox(db: Kysely<Database>, entry: OutboxEntry, now: number): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      tenant_id: entry.tenantId,
      channel: entry.channel,
      recipient: entry.recipient,
      subject: entry.subject,
      body: entry.body,
      delivered_at: null,
      error: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function markOutbox(db: Kysely<Database>, id: number, result: { deliveredAt: number } | { error: string }): Promise<void> {
  await db
    .updateTable('outbox')
    .set('deliveredAt' in result ? { delivered_at: result.deliveredAt } : { error: result.error.slice(0, 1000) })
    .where('id', '=', id)
    .execute()
}
