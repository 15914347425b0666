import nodemailer, { type Transporter } from 'nodemailer'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { markOutbox, writeOutbox } from './outbox'

export interface MailMessage {
  tenantId: number
  to: string
  subject: string
  text: string
  html?: string
  /** Shown as the sender's name (the tenant's), with MAIL_FROM's address: one deployment serves several brands. */
  senderName?: string
}

export interface SentMessage {
  outboxId: number
  delivered: boolean
  error: string | null
}

export interface MailAdapter {
  /** Records the mail in the outbox and, with SMTP configured, delivers it. Never throws on delivery failure. */
  send(message: MailMessage): Promise<SentMessage>
}

export interface MailAdapterOptions {
  db: Kysely<Database>
  smtpUrl: string | undefined
  from: string
  clock: () => number
}

export function createMailAdapter({ db, smtpUrl, from, clock }: MailAdapterOptions): MailAdapter {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null
  return {
    async send(message) {
      const outboxId = await writeOutbox(
        db,
        { tenantId: message.tenantId, channel: 'email', recipient: message.to, subject: message.subject, body: message.html ?? message.text },
        clock(),
      )
      if (!transport) return { outboxId, delivered: false, error: null }
      try {
        const sender = message.senderName ? { name: message.senderName, address: mailAddressOf(from) } : from
        await transport.sendMail({ from: sender, to: message.to, subject: message.subject, text: message.text, html: message.html })
        await markOutbox(db, outboxId, { deliveredAt: clock() })
        return { outboxId, delivered: true, error: null }
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err)
        await markOutbox(db, outboxId, { error })
        return { outboxId, delivered: false, error }
      }
    },
  }
}

/** The address part of `Name <address>` (or the whole value when it is a bare address). */
export function mailAddressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1].trim() ?? from.trim()
}
