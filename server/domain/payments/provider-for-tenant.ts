import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { offlineProvider } from './offline-provider'
import type { PaymentProvider } from './provider'
import { stripeProvider, type StripeKeys } from './stripe-provider'

/** Stripe when keys are known (the tenant's, else the deployment's STRIPE_* variables), the offline provider otherwise. */
export function paymentProviderFor(db: Kysely<Database>, tenantKeys: Partial<StripeKeys> | null | undefined, envKeys: Partial<StripeKeys> | null | undefined): PaymentProvider {
  for (const keys of [tenantKeys, envKeys]) {
    if (keys?.secretKey && keys.publishableKey) return stripeProvider(db, { secretKey: keys.secretKey, publishableKey: keys.publishableKey, api: keys.api })
  }
  return offlineProvider(db)
}
