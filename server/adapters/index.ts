import type { Kysely } from 'kysely'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import type { JobSender } from '../jobs/job-sender'
import { createMailAdapter, type MailAdapter } from './mail'
import { createSmsAdapter, type SmsAdapter } from './sms'
import type { VehicleAccess } from '../vehicle-access/vehicle-access'
import type { StripeKeys } from '../domain/payments/stripe-provider'
import { createVehicleAccess } from '../vehicle-access/select'

/** Side effects the server performs, injectable in buildApp so tests can replace any of them. */
export interface Adapters {
  mail: MailAdapter
  sms: SmsAdapter
  /** Current time in epoch ms; every business rule reads time through it. */
  clock: () => number
  /** Opens and closes vehicles (server/vehicle-access): a telematics gateway, or the simulated vehicles. */
  vehicleAccess: VehicleAccess
  /** Where the Stripe API answers for the card calls; only set to point them at a local double in tests. */
  stripeApi?: StripeKeys['api']
}

export function createAdapters(db: Kysely<Database>, config: Config, queue: JobSender, overrides: Partial<Adapters> = {}): Adapters {
  const clock = overrides.clock ?? Date.now
  return {
    clock,
    mail: overrides.mail ?? createMailAdapter({ db, queue, smtpConfigured: Boolean(config.mail.smtpUrl), clock }),
    vehicleAccess: overrides.vehicleAccess ?? createVehicleAccess(db, config.vehicleAccess, clock),
    sms: overrides.sms ?? createSmsAdapter({ db, queue, gatewayConfigured: Boolean(config.sms.gatewayUrl), clock }),
    stripeApi: overrides.stripeApi,
  }
}

export type { MailAdapter, MailMessage, SentMessage } from './mail'
export type { SmsAdapter, SmsMessage } from './sms'
