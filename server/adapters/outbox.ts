import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { JobSender } from '../jobs/job-sender'

export interface OutboxEntry {
  tenantId: number
  channel: 'email' | 'sms'
  recipient: string
  subject: string | null
  body: string
  /** What the delivery job sends beyond body (an e-mail's text, HTML and sender name). */
  payload?: object
}

/** The job that delivers an outbox row of each channel (server/jobs/definitions). */
export const DELIVERY_JOB = { email: 'deliver-email', sms: 'deliver-sms' } as const

/**
 * Every message is written here first. With a transport configured it is queued: the row and its
 * delivery job are written in one transaction, so a message is never lost between the two (a crash
 * leaves both or neither), and the request that wrote it never waits for SMTP or the gateway.
 * Given a transaction, the row (and, on PostgreSQL, its job) is written in it.
 */
export async function writeOutbox(db: Kysely<Database>, queue: JobSender, entry: OutboxEntry, now: number, deliverable: boolean): Promise<number> {
  const insert = (trx: Kysely<Database> | Transaction<Database>) =>
    trx
      .insertInto('outbox')
      .values({
        tenant_id: entry.tenantId,
        channel: entry.channel,
        recipient: entry.recipient,
        subject: entry.subject,
        body: entry.body,
        payload: entry.payload ? JSON.stringify(entry.payload) : null,
        status: deliverable ? 'queued' : 'kept',
        delivered_at: null,
        error: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  if (!deliverable) return (await insert(db)).id
  const job = (id: number) => [DELIVERY_JOB[entry.channel], { outboxId: id }] as const
  if (db.isTransaction) {
    // The caller's transaction also writes the state the message reports (a late flag, a refused
    // charge): row, job and state commit together, or none of them. A queue that is not
    // transactional (the in-process runner on SQLite) reads the row after the commit; a rolled-back
    // row is not found and its job does nothing.
    const { id } = await insert(db)
    await queue.send(...job(id), { trx: db, singletonKey: `outbox-${id}` })
    return id
  }
  if (!queue.transactional) {
    // In-process (SQLite): a crash loses the memory queue, not the row, which start-jobs.ts queues again.
    const { id } = await insert(db)
    await queue.send(...job(id), { singletonKey: `outbox-${id}` })
    return id
  }
  return db.transaction().execute(async (trx) => {
    const { id } = await insert(trx)
    await queue.send(...job(id), { trx, singletonKey: `outbox-${id}` })
    return id
  })
}
