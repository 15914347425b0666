import type { Kysely } from 'kysely'
import type { OutboxEntry } from '@contracts/dev'
import type { Database } from '../db/schema'
import { isoInstant, isoInstantOrNull } from '../domain/iso-instant'

export interface OutboxFilter {
  /** Already normalised by the caller (lower-cased e-mail, "+" phone). */
  recipient?: string
  channel?: 'email' | 'sms'
  limit: number
}

/** The tenant's outbox, newest first, for the development outbox page. */
export async function readOutbox(db: Kysely<Database>, tenantId: number, filter: OutboxFilter): Promise<OutboxEntry[]> {
  let q = db.selectFrom('outbox').selectAll().where('tenant_id', '=', tenantId)
  if (filter.recipient !== undefined) q = q.where('recipient', '=', filter.recipient)
  if (filter.channel) q = q.where('channel', '=', filter.channel)
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute()
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    delivered_at: isoInstantOrNull(r.delivered_at),
    error: r.error,
    created_at: isoInstant(r.created_at),
  }))
}
