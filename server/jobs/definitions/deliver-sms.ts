import type { JobDefinition } from '../job-definition'
import { DELIVERY_JOB } from '../../adapters/outbox'
import { deliverOutboxRow, deliveryExpirySeconds, MESSAGE_RETRY } from '../outbox-delivery'

/** Sends one queued SMS of the outbox through the HTTP gateway (queued by the SMS adapter). */
export const deliverSms: JobDefinition<{ outboxId: number }> = {
  name: DELIVERY_JOB.sms,
  retry: MESSAGE_RETRY,
  // A process killed while sending: another process sends it once the job expires (5 x SEND_TIMEOUT_SECONDS).
  expireInSeconds: deliveryExpirySeconds,
  run: (data, ctx) => deliverOutboxRow(ctx, 'sms', data.outboxId, MESSAGE_RETRY),
}
