import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { markOutbox, writeOutbox } from './outbox'
import type { SentMessage } from './mail'

export interface SmsMessage {
  tenantId: number
  /** E.164 number. */
  to: string
  text: string
}

export interface SmsAdapter {
  /** Records the SMS in the outbox and, with a gateway configured, delivers it. Never throws on delivery failure. */
  send(message: SmsMessage): Promise<SentMessage>
}

export interface SmsAdapterOptions {
  db: Kysely<Database>
  gatewayUrl: string | undefined
  token: string | undefined
  clock: () => number
  timeoutMs?: number
}

/** The gateway receives `POST {"to", "text"}` with `Authorization: Bearer <token>`; any 2xx is delivered. */
export function createSmsAdapter({ db, gatewayUrl, token, clock, timeoutMs = 10_000 }: SmsAdapterOptions): SmsAdapter {
  return {
    async send(message) {
      const outboxId = await writeOutbox(db, { tenantId: message.tenantId, channel: 'sms', recipient: message.to, subject: null, body: message.text }, clock())
      if (!gatewayUrl) return { outboxId, delivered: false, error: null }
      try {
        const res = await fetch(gatewayUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? ''}` },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`)
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
