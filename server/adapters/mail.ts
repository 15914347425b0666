import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { JobSender } from '../jobs/job-sender'
import { writeOutbox } from './outbox'
import type { MailAttachment } from './mail-address'

export interface MailMessage {
  tenantId: number
  to: string
  subject: string
  text: string
  html?: string
  /** Shown as the sender's name (the tenant's), with MAIL_FROM's address: one deployment serves several brands. */
  senderName?: string
  attachments?: MailAttachment[]
}

export interface SentMessage {
  outboxId: number
  /** True when a delivery job was queued (SMTP or the gateway is set); false when it stays in the outbox. */
  queued: boolean
}

export interface MailAdapter {
  /** Records the mail in the outbox and, with SMTP configured, queues its delivery (deliver-email job). Never waits for SMTP. */
  send(message: MailMessage): Promise<SentMessage>
}

export interface MailAdapterOptions {
  db: Kysely<Database>
  queue: JobSender
  smtpConfigured: boolean
  clock: () => number
}

export function createMailAdapter({ db, queue, smtpConfigured, clock }: MailAdapterOptions): MailAdapter {
  return {
    async send(message) {
      const payload = { text: message.text, html: message.html, senderName: message.senderName, attachments: message.attachments }
      const outboxId = await writeOutbox(
        db,
        queue,
        { tenantId: message.tenantId, channel: 'email', recipient: message.to, subject: message.subject, body: message.html ?? message.text, payload },
        clock(),
        smtpConfigured,
      )
      return { outboxId, queued: smtpConfigured }
    },
  }
}
