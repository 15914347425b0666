import { countMessageSend } from './delivery-metrics'
import type { JobContext, JobSettings, RetryPolicy } from './job-definition'
import type { MailDelivery } from './transports'

/**
 * Mail and SMS retries: 11 more tries from 5 s apart, doubling (pg-boss backoff), about 3 to 6
 * hours in all, which outlasts an SMTP server's restart or a gateway's outage. The first retries
 * come quickly: a message whose process was killed while sending goes out seconds after its job
 * expires.
 */
export const MESSAGE_RETRY: RetryPolicy = { limit: 11, delaySeconds: 5, backoff: true }

/**
 * How long a delivery job may run before pg-boss takes it for lost (its process was killed) and
 * another process delivers it: 5 times SEND_TIMEOUT_SECONDS, which bounds each step of an SMTP
 * exchange (connect, greeting, each reply) and the SMS gateway's answer, so that a job still
 * sending is not taken for lost.
 */
export const deliveryExpirySeconds = (settings: Pick<JobSettings, 'sendTimeoutSeconds'>): number => 5 * settings.sendTimeoutSeconds

/**
 * Delivers one outbox row and records the attempt: attempts + 1 before sending (so a process killed
 * while sending leaves its attempt counted), then delivered_at, or the error (and `failed` once the
 * retries are spent). The attempt is claimed with a condition on the count read: of two jobs on one
 * row at once (a job taken for lost while its process still sends), only one sends. A row already
 * delivered, or not queued, is left alone, so a job that runs twice sends once. Throws on failure
 * so that the queue retries it.
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
  const claimed = await ctx.db
    .updateTable('outbox')
    .set({ attempts })
    .where('id', '=', row.id)
    .where('status', '=', 'queued')
    .where('attempts', '=', row.attempts)
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return
  try {
    if (channel === 'email') {
      const extra = row.payload ? (JSON.parse(row.payload) as Partial<MailDelivery>) : {}
      await ctx.transports.mail!({
        to: row.recipient,
        subject: row.subject ?? '',
        text: extra.text ?? row.body,
        html: extra.html,
        senderName: extra.senderName,
        attachments: extra.attachments,
        messageId: outboxMessageId(row.id, row.created_at),
      })
    } else {
      await ctx.transports.sms!({ to: row.recipient, text: row.body })
    }
  } catch (err) {
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000)
    const spent = attempts > retry.limit
    countMessageSend(channel, spent ? 'failed' : 'retrying')
    await ctx.db
      .updateTable('outbox')
      .set({ error, status: spent ? 'failed' : 'queued' })
      .where('id', '=', row.id)
      .execute()
    throw err
  }
  countMessageSend(channel, 'delivered')
  await ctx.db.updateTable('outbox').set({ error: null, status: 'delivered', delivered_at: ctx.clock() }).where('id', '=', row.id).execute()
}

/**
 * The local part of an outbox e-mail's Message-ID, the same on every try: a message sent again
 * after a process died between the SMTP server's acceptance and the row's update carries the same
 * Message-ID, which mail systems use to drop the copy.
 */
export function outboxMessageId(outboxId: number, createdAt: number): string {
  return `outbox-${outboxId}.${createdAt.toString(36)}`
}
