import type { JobContext, RetryPolicy } from './job-definition'
import type { MailDelivery } from './transports'

/**
 * Mail and SMS retries: 8 more tries from 30 s apart, doubling (pg-boss backoff), about 2 to 4
 * hours in all, which outlasts an SMTP server's restart or a gateway's outage.
 */
export const MESSAGE_RETRY: RetryPolicy = { limit: 8, delaySeconds: 30, backoff: true }

/**
 * Delivers one outbox row and records the attempt: attempts + 1, then delivered_at, or the error
 * (and `failed` once the retries are spent). A row already delivered, or not queued, is left alone,
 * so a job that runs twice sends once. Throws on failure so that the queue retries it.
 */
export async function deliverOutboxRow(ctx: JobContext, channel: 'email' | 'sms', outboxId: number, retry: RetryPolicy): Promise<void> {
  const row = await ctx.db.selectFrom('outbox').selectAll().where('id', '=', outboxId).where('channel', '=', channel).executeTakeFirst()
  if (!row || row.status !== 'queued') return
  const transport = channel === 'email' ? ctx.transports.mail : ctx.transports.sms
  if (!transport) {
    // This process has no SMTP or gateway (another one queued it): keep it, do not burn retries.
    throw new Error(`no ${channel === 'email' ? 'SMTP server' : 'SMS gateway'} configured in this process`)
  }
  const attempts = row.attempts + 1
  try {
    if (channel === 'email') {
      const extra = row.payload ? (JSON.parse(row.payload) as Partial<MailDelivery>) : {}
      await ctx.transports.mail!({ to: row.recipient, subject: row.subject ?? '', text: extra.text ?? row.body, html: extra.html, senderName: extra.senderName })
    } else {
      await ctx.transports.sms!({ to: row.recipient, text: row.body })
    }
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000)
    const spent = attempts > retry.limit
    await ctx.db
      .updateTable('outbox')
      .set({ attempts, error, status: spent ? 'failed' : 'queued' })
      .where('id', '=', row.id)
      .execute()
    throw err
  }
  await ctx.db.updateTable('outbox').set({ attempts, error: null, status: 'delivered', delivered_at: ctx.clock() }).where('id', '=', row.id).execute()
}
