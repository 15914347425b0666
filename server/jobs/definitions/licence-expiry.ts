import { licenceExpiry as licenceExpiryState, licenceWarningHorizon } from '@contracts/documents'
import { calendarDay } from '@contracts/format'
import type { JobDefinition } from '../job-definition'
import { jobTenants } from '../tenants'
import { licenceExpiryNotice } from '../messages/licence-expiry'
import { driverLanguage, notifyDriver } from '../notify-driver'
import { afterCommit } from '../after-commit'

/**
 * Every hour: e-mails each validated member whose licence is expiring (contracts/documents.ts, on the
 * operator's calendar: the rule the greeting and My documents read) once per expiry date. The date warned about is written first, in the same
 * transaction as the outbox row, so two runs never warn twice; a renewed licence (a new date) is
 * warned about again when its turn comes.
 */
export const licenceExpiry: JobDefinition = {
  name: 'licence-expiry',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  every: { cron: '17 * * * *', ms: 3600_000 },
  async run(_data, ctx) {
    const now = ctx.clock()
    for (const tenant of await jobTenants(ctx.db, (slug, err) => ctx.log.error({ tenant: slug, err: String(err) }, 'tenant settings unreadable'))) {
      const today = calendarDay(now, tenant.settings.timezone)
      const horizon = licenceWarningHorizon(today)
      const due = await ctx.db
        .selectFrom('users')
        .select(['id', 'email', 'cell_phone', 'language', 'driving_licence_expiration_time as expires'])
        .where('tenant_id', '=', tenant.id)
        .where('validated', '=', 1)
        .where('deleted_at', 'is', null)
        .where('driving_licence_expiration_time', 'is not', null)
        .where('driving_licence_expiration_time', '>=', today)
        .where('driving_licence_expiration_time', '<=', `${horizon}\uffff`)
        .execute()
      for (const u of due) {
        if (licenceExpiryState(u.expires, today) !== 'expiring') continue
        const expiresOn = (u.expires ?? '').slice(0, 10)
        const { sender, flush } = afterCommit(ctx.queue)
        await ctx.db.transaction().execute(async (trx) => {
          const claimed = await trx
            .updateTable('users')
            .set({ licence_warned_for: expiresOn })
            .where('tenant_id', '=', tenant.id)
            .where('id', '=', u.id)
            .where((eb) => eb.or([eb('licence_warned_for', 'is', null), eb('licence_warned_for', '!=', expiresOn)]))
            .executeTakeFirst()
          if (Number(claimed.numUpdatedRows) !== 1) return
          const notice = licenceExpiryNotice(driverLanguage(u.language, tenant.settings.language), tenant.name, expiresOn)
          await notifyDriver({ ...ctx, db: trx, queue: sender }, { tenantId: tenant.id, tenantName: tenant.name, email: u.email, cellPhone: u.cell_phone }, notice, {
            email: true,
            sms: false,
          })
        })
        await flush()
      }
    }
  },
}
