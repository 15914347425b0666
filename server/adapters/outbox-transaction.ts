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

/**
 * Runs `work` in one transaction of `db` with mail and SMS adapters that write their outbox rows
 * in it: the change a message reports and the message commit together, or neither. Delivery jobs
 * held for a queue kept in memory go out once the transaction has committed (jobs/after-commit.ts).
 */
export async function withOutbox<T>(
  db: Kysely<Database>,
  ctx: OutboxContext,
  work: (trx: Kysely<Database>, outbox: { mail: MailAdapter; sms: SmsAdapter }) => Promise<T>,
): Promise<T> {
  const { sender, flush } = afterCommit(ctx.jobs)
  const result = await db.transaction().execute((trx) =>
    work(trx, {
      mail: createMailAdapter({ db: trx, queue: sender, smtpConfigured: ctx.smtpConfigured, clock: ctx.clock }),
      sms: createSmsAdapter({ db: trx, queue: sender, gatewayConfigured: ctx.gatewayConfigured, clock: ctx.clock }),
    }),
  )
  await flush()
  return result
}
