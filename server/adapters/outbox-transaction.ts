import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { afterCommit } from '../jobs/after-commit'
import type { JobSender } from '../jobs/job-sender'
import { createMailAdapter, type MailAdapter } from './mail'
import { createSmsAdapter, type SmsAdapter } from './sms'

/** What writing messages beside a change needs, as plain values (no request, no app). */
export interface OutboxContext {
  jobs: JobSender
  /** SMTP is set: mails are queued for delivery, else kept in the outbox. */
  smtpConfigured: boolean
  /** The SMS gateway is set: SMS are queued for delivery, else kept in the outbox. */
  gatewayConfigured: boolean
  clock: () => number
}

/** The mail and SMS adapters of one transaction. */
export interface TransactionOutbox {
  mail: MailAdapter
  sms: SmsAdapter
}

/**
 * Mail and SMS adapters that write their outbox rows in a transaction the caller opens (a locked
 * write): the change a message reports and the message commit together, or neither. Call flush()
 * once it has committed: delivery jobs for a queue kept in memory are held until then
 * (jobs/after-commit.ts); after a rollback, drop it.
 */
export function heldOutbox(ctx: OutboxContext): { in: (trx: Kysely<Database>) => TransactionOutbox; flush: () => Promise<void> } {
  const { sender, flush } = afterCommit(ctx.jobs)
  return {
    in: (trx) => ({
      mail: createMailAdapter({ db: trx, queue: sender, smtpConfigured: ctx.smtpConfigured, clock: ctx.clock }),
      sms: createSmsAdapter({ db: trx, queue: sender, gatewayConfigured: ctx.gatewayConfigured, clock: ctx.clock }),
    }),
    flush,
  }
}

/** Runs `work` in one transaction of `db` with the held outbox's adapters in it, and flushes after the commit. */
export async function withOutbox<T>(db: Kysely<Database>, ctx: OutboxContext, work: (trx: Kysely<Database>, outbox: TransactionOutbox) => Promise<T>): Promise<T> {
  const outbox = heldOutbox(ctx)
  const result = await db.transaction().execute((trx) => work(trx, outbox.in(trx)))
  await outbox.flush()
  return result
}
