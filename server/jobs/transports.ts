import nodemailer from 'nodemailer'
import type { Config } from '../config'
import { mailAddressOf, type MailAttachment } from '../adapters/mail-address'
import type { StripeKeys } from '../domain/payments/stripe-provider'

export interface MailDelivery {
  to: string
  subject: string
  text: string
  html?: string
  senderName?: string
  /** Local part of the Message-ID, stable across tries (outboxMessageId); the domain is MAIL_FROM's. */
  messageId?: string
  attachments?: MailAttachment[]
}

/** Hands one message to the outside world; throws when it was not accepted (the job retries). */
export interface Transports {
  mail: ((message: MailDelivery) => Promise<void>) | null
  sms: ((message: { to: string; text: string }) => Promise<void>) | null
  /** Where the Stripe API answers, only to point the charges at a local double in tests. */
  stripeApi?: StripeKeys['api']
}

/**
 * The SMTP URL with SEND_TIMEOUT_SECONDS as nodemailer's connection, greeting and socket timeouts
 * (its defaults reach 10 minutes, longer than a delivery job may run), unless the URL sets them.
 */
export function smtpUrlWithTimeouts(smtpUrl: string, timeoutMs: number): string {
  const url = new URL(smtpUrl)
  for (const key of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) if (!url.searchParams.has(key)) url.searchParams.set(key, String(timeoutMs))
  return url.toString()
}

/** SMTP through nodemailer and the HTTP SMS gateway, from the configuration; null where none is set (messages stay in the outbox). */
export function createTransports(config: Config, timeoutMs = config.jobs.sendTimeoutSeconds * 1000): Transports {
  const smtp = config.mail.smtpUrl ? nodemailer.createTransport(smtpUrlWithTimeouts(config.mail.smtpUrl, timeoutMs)) : null
  const { gatewayUrl, token } = config.sms
  return {
    mail: smtp
      ? async (m) => {
          const address = mailAddressOf(config.mail.from)
          const from = m.senderName ? { name: m.senderName, address } : config.mail.from
          const messageId = m.messageId ? `<${m.messageId}@${address.split('@')[1] ?? 'localhost'}>` : undefined
          const attachments = m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, encoding: a.encoding }))
          await smtp.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, messageId, attachments })
        }
      : null,
    sms: gatewayUrl
      ? async (m) => {
          // The gateway receives `POST {"to", "text"}` with `Authorization: Bearer <token>`; any 2xx is delivered.
          const res = await fetch(gatewayUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
            body: JSON.stringify({ to: m.to, text: m.text }),
            signal: AbortSignal.timeout(timeoutMs),
          })
          if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`)
        }
      : null,
  }
}
