import { sql } from 'kysely'
import type { JobContext, JobDefinition } from '../job-definition'
import { jobTenants, type JobTenant } from '../tenants'
import { chargeClosedRental, MAX_CHARGE_ATTEMPTS, type ProviderForCard } from '../../domain/payments/rental-charge'
import { offlineProvider } from '../../domain/payments/offline-provider'
import { paymentProviderFor } from '../../domain/payments/provider-for-tenant'

/**
 * Every minute: each rental closed through the state machine (ended_at recorded) and not invoiced
 * yet is invoiced at its final price and charged to its driver's main card; pending invoices are
 * charged again on their schedule (rental-charge.ts chargeDue).
 */
export const chargeRentals: JobDefinition = {
  name: 'charge-rentals',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  every: { cron: '* * * * *', ms: 60_000 },
  async run(_data, ctx) {
    for (const tenant of await jobTenants(ctx.db, (slug, err) => ctx.log.error({ tenant: slug, err: String(err) }, 'tenant settings unreadable'))) {
      await chargeTenant(ctx, tenant)
    }
  },
}

export function providersFor(ctx: JobContext, tenant: JobTenant): ProviderForCard {
  return (kind) => {
    if (kind === 'offline') return offlineProvider(ctx.db)
    const keys = tenant.settings.stripe
    const provider = paymentProviderFor(ctx.db, keys ? { secretKey: keys.secret_key, publishableKey: keys.publishable_key, api: ctx.transports.stripeApi } : null, {
      ...ctx.config.stripe,
      api: ctx.transports.stripeApi,
    })
    return provider.kind === 'stripe' ? provider : null
  }
}

async function chargeTenant(ctx: JobContext, tenant: JobTenant): Promise<void> {
  const now = ctx.clock()
  const rentals = await ctx.db
    .selectFrom('rentals as r')
    .selectAll('r')
    .where('r.tenant_id', '=', tenant.id)
    .where('r.status', '=', 'closed')
    .where('r.ended_at', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('invoices as i')
            .select(sql`1`.as('one'))
            .whereRef('i.rental_id', '=', 'r.id')
            .whereRef('i.tenant_id', '=', 'r.tenant_id')
            .where((e) => e.or([e('i.status', '=', 'paid'), e('i.attempts', '>=', MAX_CHARGE_ATTEMPTS)])),
        ),
      ),
    )
    .execute()
  const providers = providersFor(ctx, tenant)
  for (const rental of rentals) {
    const outcome = await chargeClosedRental(ctx.db, rental, providers, now, { taxes: tenant.settings.taxes, distanceUnit: tenant.settings.distance_unit })
    if (outcome === 'pending') ctx.log.warn({ tenant: tenant.id, rental: rental.id }, 'rental charge refused; invoice left pending')
  }
}
