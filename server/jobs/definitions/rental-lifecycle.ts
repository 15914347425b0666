import { UPCOMING_STATUSES } from '@contracts/rental'
import { formatPhone } from '@contracts/phone-format'
import type { JobContext, JobDefinition } from '../job-definition'
import { jobTenants, type JobTenant } from '../tenants'
import { stateMachineOf, staleBefore, transitionAllowed, unstartedGraceMs } from '../../domain/rentals/lifecycle-rules'
import { lateNotice } from '../messages/rental-notices'
import { driverLanguage } from '../notify-driver'
import { notifyEachOnce } from '../notify-once'
import { autoEndTrips } from '../../domain/trip/auto-end'
import { createVehicleAccess } from '../../vehicle-access/select'

/**
 * Every minute: pending and prepared rentals never started past the tenant's grace expire (where
 * the tenant's state machine allows it), and in-progress rentals past their end are flagged late
 * once, their driver told by e-mail and SMS; trips left open past the tenant's auto_end_after, their
 * vehicle locked at its return station, are ended (domain/trip/auto-end.ts). Each write is conditional (status, late_at still
 * null), so a second run, or a second process, changes and sends nothing more.
 */
export const rentalLifecycle: JobDefinition = {
  name: 'rental-lifecycle',
  retry: { limit: 2, delaySeconds: 20, backoff: true },
  every: { cron: '* * * * *', ms: 60_000 },
  async run(_data, ctx) {
    for (const tenant of await jobTenants(ctx.db, (slug, err) => ctx.log.error({ tenant: slug, err: String(err) }, 'tenant settings unreadable'))) {
      await expireUnstarted(ctx, tenant)
      await flagLate(ctx, tenant)
      await autoEndTrips({ db: ctx.db, access: createVehicleAccess(ctx.db, ctx.config.vehicleAccess, ctx.clock), clock: ctx.clock, log: ctx.log }, tenant)
    }
  },
}

export async function expireUnstarted(ctx: JobContext, tenant: JobTenant): Promise<number> {
  const now = ctx.clock()
  const machine = stateMachineOf(tenant.settings)
  const from = UPCOMING_STATUSES.filter((s) => transitionAllowed(machine, s, 'expired'))
  if (from.length === 0) return 0
  const res = await ctx.db
    .updateTable('rentals')
    .set({ status: 'expired', updated_at: now })
    .where('tenant_id', '=', tenant.id)
    .where('status', 'in', from)
    .where('reservation_start_time', '<=', staleBefore(unstartedGraceMs(tenant.settings), now))
    .executeTakeFirst()
  return Number(res.numUpdatedRows)
}

export async function flagLate(ctx: JobContext, tenant: JobTenant): Promise<number> {
  const now = ctx.clock()
  const late = await ctx.db
    .selectFrom('rentals as r')
    .innerJoin('users as u', 'u.id', 'r.driver_id')
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .select(['r.id', 'r.reservation_start_time', 'r.reservation_end_time', 'u.email', 'u.cell_phone', 'u.language', 'u.deleted_at', 'v.make', 'v.model', 'v.license_plate'])
    .where('r.tenant_id', '=', tenant.id)
    .where('r.status', '=', 'in_progress')
    .where('r.reservation_end_time', '<', now)
    .where('r.late_at', 'is', null)
    .execute()
  return notifyEachOnce(ctx, tenant, late, {
    mark: 'late_at',
    status: 'in_progress',
    now,
    // A deleted member keeps the flag and gets no message.
    notice: (r) =>
      r.deleted_at !== null
        ? null
        : lateNotice(driverLanguage(r.language, tenant.settings.language), {
            id: r.id,
            vehicle: `${r.make} ${r.model} (${r.license_plate})`,
            start: r.reservation_start_time,
            end: r.reservation_end_time,
            timeZone: tenant.settings.timezone,
            tenantName: tenant.name,
            supportPhone: tenant.settings.support_phone ? formatPhone(tenant.settings.support_phone, tenant.settings.iso3166) : null,
          }),
    channels: { email: true, sms: true },
  })
}
