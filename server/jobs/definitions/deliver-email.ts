import type { JobDefinition } from '../job-definition'
import { DELIVERY_JOB } from '../../adapters/outbox'
import { deliverOutboxRow, deliveryExpirySeconds, MESSAGE_RETRY } from '../outbox-delivery'

/** Sends one queued e-mail of the outbox over SMTP (queued by the mail adapter). */
export const deliverEmail: JobDefinition<{ outboxId: number }> = {
  name: DELIVERY_JOB.email,
  retry: MESSAGE_RETRY,
  // A process killed while sending: another process sends it once the job expires (5 x SEND_TIMEOUT_SECONDS).
  expireInSeconds: deliveryExpirySeconds,
  run: (data, ctx) => deliverOutboxRow(ctx, 'email', data.outboxId, MESSAGE_RETRY),
}
