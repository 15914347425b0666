import type { Kysely } from 'kysely'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import { createMailAdapter, type MailAdapter } from './mail'
import { createSmsAdapter, type SmsAdapter } from './sms'

/** Side effects the server performs, injectable in buildApp so tests can replace any of them. */
export interface Adapters {
  mail: MailAdapter
  sms: SmsAdapter
  /** Current time in epoch ms; every business rule reads time through it. */
  clock: () => number
}

export function createAdapters(db: Kysely<Database>, config: Config, overrides: Partial<Adapters> = {}): Adapters {
  const clock = overrides.clock ?? Date.now
  return {
    clock,
    mail: overrides.mail ?? createMailAdapter({ db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, clock }),
    sms: overrides.sms ?? createSmsAdapter({ db, gatewayUrl: config.sms.gatewayUrl, token: config.sms.token, clock }),
  }
}

export type { MailAdapter, MailMessage, SentMessage } from './mail'
export type { SmsAdapter, SmsMessage } from './sms'
