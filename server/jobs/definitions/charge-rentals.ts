import { sql } from 'kysely'
import type { JobContext, JobDefinition } from '../job-definition'
import { jobTenants, type JobTenant } from '../tenants'
import { chargeClosedRental, MAX_CHARGE_ATTEMPTS, SETTLED_INVOICE_STATUSES, type OnChargeRefused, type ProviderForCard } from '../../domain/payments/rental-charge'
import { chargeRefusedNotice } from '../../domain/payments/charge-refused-notice'
import { formatPhone } from '@contracts/phone-format'
import { driverLanguage, notifyDriver } from '../notify-driver'
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
            .where((e) => e.or([e('i.status', 'in', [...SETTLED_INVOICE_STATUSES]), e('i.attempts', '>=', MAX_CHARGE_ATTEMPTS)])),
        ),
      ),
    )
    .execute()
  const providers = providersFor(ctx, tenant)
  for (const rental of rentals) {
    const outcome = await chargeClosedRental(
      ctx.db,
      rental,
      providers,
      now,
      { taxes: tenant.settings.taxes, distanceUnit: tenant.settings.distance_unit },
      tellRefusedCharge(ctx, tenant),
    )
    if (outcome === 'pending') ctx.log.warn({ tenant: tenant.id, rental: rental.id }, 'rental charge refused; invoice left pending')
  }
}

/**
 * The driver of a refused charge is told by e-mail and SMS, in their language, what to do; the
 * notice is written in the transaction that records the refusal (rental-charge.ts). The job tells
 * the first refusal only (its later tries are the ones the notice announces); the operator's
 * `invoices retry` tells each (`every`). A deleted member is told nothing.
 */
export function tellRefusedCharge(ctx: JobContext, tenant: JobTenant, every = false): OnChargeRefused {
  return async (trx, invoice) => {
    if (!every && invoice.attempts !== 1) return
    const driver = await trx
      .selectFrom('users')
      .select(['email', 'cell_phone', 'language', 'deleted_at'])
      .where('tenant_id', '=', tenant.id)
      .where('id', '=', invoice.user_id)
      .executeTakeFirst()
    if (!driver || driver.deleted_at !== null) return
    const rental =
      invoice.rental_id === null
        ? undefined
        : await trx
            .selectFrom('rentals as r')
            .leftJoin('vehicles as v', (j) => j.onRef('v.id', '=', 'r.vehicle_id').on('v.tenant_id', '=', tenant.id))
            .select(['r.reservation_start_time', 'v.make', 'v.model'])
            .where('r.tenant_id', '=', tenant.id)
            .where('r.id', '=', invoice.rental_id)
            .executeTakeFirst()
    const notice = chargeRefusedNotice(driverLanguage(driver.language, tenant.settings.language), {
      rentalId: invoice.rental_id,
      vehicle: rental?.make && rental.model ? `${rental.make} ${rental.model}` : null,
      start: rental?.reservation_start_time ?? null,
      amountCents: invoice.amount_cents,
      currency: invoice.currency,
      reason: invoice.error ?? '',
      timeZone: tenant.settings.timezone,
      tenantName: tenant.name,
      supportPhone: tenant.settings.support_phone ? formatPhone(tenant.settings.support_phone, tenant.settings.iso3166) : null,
    })
    await notifyDriver({ ...ctx, db: trx }, { tenantId: tenant.id, tenantName: tenant.name, email: driver.email, cellPhone: driver.cell_phone }, notice, { email: true, sms: true })
  }
}
