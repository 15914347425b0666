import { Counter } from 'prom-client'

/**
 * How a try to hand a message to SMTP or the SMS gateway ended: delivered, refused with retries
 * left (the row stays queued), or refused for the last time (the row is `failed`).
 */
export type SendOutcome = 'delivered' | 'retrying' | 'failed'

/**
 * Mail and SMS sends tried by this process, by channel and outcome: one counter per process, served
 * by every registry of the process (ops/metrics.ts), as the charges' counter is.
 */
export const messageSends = new Counter({
  name: 'frontoffice_messages_sent_total',
  help: 'E-mail and SMS sends tried by this process, by channel (email, sms) and outcome (delivered, retrying, failed: retries spent)',
  labelNames: ['channel', 'outcome'],
  registers: [],
})

export function countMessageSend(channel: 'email' | 'sms', outcome: SendOutcome): void {
  messageSends.inc({ channel, outcome })
}
