import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { JobSender } from '../jobs/job-sender'
import { writeOutbox } from './outbox'
import type { SentMessage } from './mail'

export interface SmsMessage {
  tenantId: number
  /** E.164 number. */
  to: string
  text: string
}

export interface SmsAdapter {
  /** Records the SMS in the outbox and, with a gateway configured, queues its delivery (deliver-sms job). */
  send(message: SmsMessage): Promise<SentMessage>
}

export interface SmsAdapterOptions {
  db: Kysely<Database>
  queue: JobSender
  gatewayConfigured: boolean
  clock: () => number
}

export function createSmsAdapter({ db, queue, gatewayConfigured, clock }: SmsAdapterOptions): SmsAdapter {
  return {
    async send(message) {
      const outboxId = await writeOutbox(
        db,
        queue,
        { tenantId: message.tenantId, channel: 'sms', recipient: message.to, subject: null, body: message.text },
        clock(),
        gatewayConfigured,
      )
      return { outboxId, queued: gatewayConfigured }
    },
  }
}
