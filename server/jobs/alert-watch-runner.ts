import { ReminderChannelSchema, reminderChannels } from '@contracts/reminder-channel'
import { AlertWatch, type MadeOffer } from '../domain/alerts/alert-watch'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { JobContext } from './job-definition'
import { alertOfferNotice } from './messages/alert-offer-notice'
import { driverLanguage, notifyDriver } from './notify-driver'
import { afterCommit } from './after-commit'
import { jobTenants } from './tenants'

/** How often a watch reads the change feed: a freed vehicle is offered within about this long. */
export const ALERT_WATCH_EVERY_MS = 1000

/**
 * The alert watch of this process, telling each member their offer at once by e-mail and SMS (the
 * tenant's reminder channels, narrowed by the member's own choice of channel), written to the
 * outbox in the offer's own transaction: an offer is never made without its notice, nor told twice.
 */
export function createAlertWatch(ctx: JobContext): AlertWatch {
  let held = afterCommit(ctx.queue)
  const tell = async (trx: Kysely<Database>, offer: MadeOffer): Promise<void> => {
    const member = await trx
      .selectFrom('users')
      .select(['email', 'cell_phone', 'language', 'reminder_channel'])
      .where('tenant_id', '=', offer.tenant.id)
      .where('id', '=', offer.userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    if (!member) return
    const lang = driverLanguage(member.language, offer.tenant.settings.language)
    const notice = alertOfferNotice(lang, {
      vehicle: offer.vehicle.label,
      station: offer.vehicle.station,
      start: offer.startMs,
      end: offer.endMs,
      expiresAt: offer.expiresAt,
      timeZone: offer.tenant.settings.timezone,
      tenantName: offer.tenant.name,
    })
    // The member's reminder channel narrows the tenant's, as for a booking's reminders.
    const channels = reminderChannels(offer.tenant.settings.reminders, ReminderChannelSchema.safeParse(member.reminder_channel).data ?? null)
    await notifyDriver(
      { ...ctx, db: trx, queue: held.sender },
      { tenantId: offer.tenant.id, tenantName: offer.tenant.name, email: member.email, cellPhone: member.cell_phone },
      notice,
      channels,
    )
  }
  return new AlertWatch({
    db: ctx.db,
    clock: ctx.clock,
    tenants: () => jobTenants(ctx.db, (slug, err) => ctx.log.error({ tenant: slug, err: String(err) }, 'tenant settings unreadable')),
    onOffer: tell,
    afterCommit: async () => {
      const { flush } = held
      held = afterCommit(ctx.queue)
      await flush()
    },
  })
}

/**
 * Runs a watch in this process until the returned stop: one pass every ALERT_WATCH_EVERY_MS, the
 * next waiting for the last to end. A failed pass is logged and the next one tries again.
 */
export function startAlertWatch(ctx: JobContext, everyMs = ALERT_WATCH_EVERY_MS): () => Promise<void> {
  const watch = createAlertWatch(ctx)
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> = Promise.resolve()
  const pass = () => {
    running = watch
      .tick()
      .then(
        (made) => {
          if (made > 0) ctx.log.info({ offers: made }, 'alert offers made')
        },
        (err: unknown) => ctx.log.error({ err: String(err) }, 'alert watch pass failed'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(pass, everyMs)
      })
  }
  running = watch.start().then(
    () => {
      if (!stopped) timer = setTimeout(pass, everyMs)
    },
    (err: unknown) => ctx.log.error({ err: String(err) }, 'alert watch could not start'),
  )
  return async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    await running
  }
}
