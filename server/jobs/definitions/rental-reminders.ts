import { accessTextFor } from '../../domain/search/wire'
import { accessInstructionsState } from '@contracts/access-rules'
import { IN_PROGRESS_STATUSES, UPCOMING_STATUSES } from '@contracts/rental'
import type { JobContext, JobDefinition } from '../job-definition'
import { jobTenants, type JobTenant } from '../tenants'
import { secondsOrDefault } from '../../domain/rentals/lifecycle-rules'
import { endReminder, startReminder, type NoticeRental } from '../messages/rental-notices'
import { driverLanguage } from '../notify-driver'
import { notifyEachOnce } from '../notify-once'
import { ReminderChannelSchema, ReminderTimingSchema, reminderChannels, remindsBefore } from '@contracts/reminder-channel'

/**
 * Every 5 minutes: reminds drivers by e-mail and SMS (the tenant's `reminders` settings, narrowed by
 * each member's choice of channel and of moment: contracts/reminder-channel.ts) of a
 * booking starting within `before_start` and of one ending within `before_end`. Each reminder is
 * claimed by writing its *_reminded_at first, so it goes once whatever the number of runs.
 */
export const rentalReminders: JobDefinition = {
  name: 'rental-reminders',
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  every: { cron: '*/5 * * * *', ms: 5 * 60_000 },
  async run(_data, ctx) {
    for (const tenant of await jobTenants(ctx.db, (slug, err) => ctx.log.error({ tenant: slug, err: String(err) }, 'tenant settings unreadable'))) {
      const r = tenant.settings.reminders
      if (!r.email && !r.sms) continue
      await remind(ctx, tenant, 'start')
      await remind(ctx, tenant, 'end')
    }
  },
}

interface DueRental {
  status: string
  reservation_start_time: number
  reservation_end_time: number
  validated: number | boolean
  workflow_next_step: string
  access_instructions: string | null
  access_instructions_translations: string | null
}

/**
 * Access instructions in a start reminder: only when the driver may read them at send time, by the
 * one access rule (contracts/access-rules.ts: validated driver, live rental, the tenant's lead time,
 * never a blocked member); otherwise the reminder points to the app.
 */
function accessForReminder(r: DueRental, lang: string, leadSeconds: number | null | undefined, now: number): string | null {
  const text = accessTextFor(r, lang)
  if (!text?.trim()) return null
  const driver = { validated: r.validated === true || r.validated === 1, workflow_next_step: r.workflow_next_step }
  const rental = { status: r.status, start: r.reservation_start_time, end: r.reservation_end_time }
  return accessInstructionsState(driver, rental, leadSeconds, now).kind === 'visible' ? text : null
}

async function remind(ctx: JobContext, tenant: JobTenant, edge: 'start' | 'end'): Promise<number> {
  const now = ctx.clock()
  const settings = tenant.settings.reminders
  const ahead = secondsOrDefault(edge === 'start' ? settings.before_start : settings.before_end, edge === 'start' ? 'reminder_before_start' : 'reminder_before_end') * 1000
  const timeColumn = edge === 'start' ? 'r.reservation_start_time' : 'r.reservation_end_time'
  const mark = edge === 'start' ? ('start_reminded_at' as const) : ('end_reminded_at' as const)
  const statuses = edge === 'start' ? UPCOMING_STATUSES : IN_PROGRESS_STATUSES
  const due = await ctx.db
    .selectFrom('rentals as r')
    .innerJoin('users as u', 'u.id', 'r.driver_id')
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .select([
      'r.id',
      'r.status',
      'r.reservation_start_time',
      'r.reservation_end_time',
      'u.email',
      'u.cell_phone',
      'u.language',
      'u.validated',
      'u.reminder_channel',
      'u.reminder_timing',
      'u.workflow_next_step',
      'v.make',
      'v.model',
      'v.license_plate',
      'v.access_instructions',
      'v.access_instructions_translations',
    ])
    .where('r.tenant_id', '=', tenant.id)
    .where('r.status', 'in', [...statuses])
    .where(`r.${mark}`, 'is', null)
    .where(timeColumn, '>', now)
    .where(timeColumn, '<=', now + ahead)
    .where('u.deleted_at', 'is', null)
    .execute()
  // A member who wants only the other reminder is left out, unclaimed: choosing both again in time still reminds them.
  const wanted = due.filter((r) => remindsBefore(ReminderTimingSchema.safeParse(r.reminder_timing).data ?? null, edge))
  return notifyEachOnce(ctx, tenant, wanted, {
    mark,
    now,
    notice: (r) => {
      const lang = driverLanguage(r.language, tenant.settings.language)
      const rental: NoticeRental = {
        id: r.id,
        vehicle: `${r.make} ${r.model} (${r.license_plate})`,
        start: r.reservation_start_time,
        end: r.reservation_end_time,
        timeZone: tenant.settings.timezone,
        tenantName: tenant.name,
        access: edge === 'start' ? accessForReminder(r, lang, tenant.settings.access_instructions_lead_time, now) : null,
      }
      return edge === 'start' ? startReminder(lang, rental) : endReminder(lang, rental)
    },
    channels: (r) => reminderChannels(settings, ReminderChannelSchema.safeParse(r.reminder_channel).data ?? null),
  })
}
