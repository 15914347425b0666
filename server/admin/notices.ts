import type { Kysely } from 'kysely'
import { formatPhone } from '@contracts/phone-format'
import type { Database } from '../db/schema'
import type { JobContext } from '../jobs/job-definition'
import { afterCommit } from '../jobs/after-commit'
import { endReminder, lateNotice, startReminder, type Notice, type NoticeRental } from '../jobs/messages/rental-notices'
import { driverLanguage, notifyDriver } from '../jobs/notify-driver'
import { parseTenantSettings } from '../tenants/settings'
import { CliError, type Output } from './output'
import { parseArgs } from './args'

const KINDS = { late: 'late_at', start: 'start_reminded_at', end: 'end_reminded_at' } as const
type Kind = keyof typeof KINDS

/**
 * Repairs a lost notice: writes a rental's late notice or reminder to the outbox again, with its
 * delivery jobs, in one transaction with the rental's mark (set when missing, so the job does not
 * send it a third time). For a driver who says a notice never came: `outbox list --to` shows
 * first whether it was written and delivered.
 */
export async function noticesCommand(db: Kysely<Database>, argv: string[], io: Output, jobs: () => JobContext): Promise<void> {
  const [sub, ...rest] = argv
  const { positional } = parseArgs(rest, [])
  const [idText, kindText] = positional
  if (sub !== 'repair' || !idText || !/^\d+$/.test(idText) || !kindText || !(kindText in KINDS)) {
    throw new CliError('Usage: notices repair <rental id> late|start|end')
  }
  const kind = kindText as Kind
  const r = await db
    .selectFrom('rentals as r')
    .innerJoin('users as u', 'u.id', 'r.driver_id')
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .innerJoin('tenants as t', 't.id', 'r.tenant_id')
    .select(['r.id', 'r.tenant_id', 'r.reservation_start_time', 'r.reservation_end_time', 'u.email', 'u.cell_phone', 'u.language', 'u.deleted_at'])
    .select(['v.make', 'v.model', 'v.license_plate', 't.human_name', 't.settings'])
    .where('r.id', '=', Number(idText))
    .whereRef('u.tenant_id', '=', 'r.tenant_id')
    .executeTakeFirst()
  if (!r) throw new CliError(`No rental ${idText}`, 3)
  if (r.deleted_at !== null) throw new CliError(`The driver of rental ${r.id} deleted their account: nobody to tell`, 1)
  const settings = parseTenantSettings(r.settings)
  const lang = driverLanguage(r.language, settings.language)
  const facts: NoticeRental = {
    id: r.id,
    vehicle: `${r.make} ${r.model} (${r.license_plate})`,
    start: r.reservation_start_time,
    end: r.reservation_end_time,
    timeZone: settings.timezone,
    tenantName: r.human_name,
    // The access instructions are never repeated by hand: the reminder points to the app.
    access: null,
    supportPhone: settings.support_phone ? formatPhone(settings.support_phone, settings.iso3166) : null,
  }
  const notice: Notice = kind === 'late' ? lateNotice(lang, facts) : kind === 'start' ? startReminder(lang, facts) : endReminder(lang, facts)
  const channels = kind === 'late' ? { email: true, sms: true } : { email: settings.reminders.email, sms: settings.reminders.sms }
  if (!channels.email && !channels.sms) throw new CliError(`The tenant sends no reminder (reminders.email and .sms off)`, 1)
  const ctx = jobs()
  const { sender, flush } = afterCommit(ctx.queue)
  const now = ctx.clock()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('rentals')
      .set({ [KINDS[kind]]: now })
      .where('tenant_id', '=', r.tenant_id)
      .where('id', '=', r.id)
      .where(KINDS[kind], 'is', null)
      .execute()
    await notifyDriver({ ...ctx, db: trx, queue: sender }, { tenantId: r.tenant_id, tenantName: r.human_name, email: r.email, cellPhone: r.cell_phone }, notice, channels)
  })
  await flush()
  const by = [channels.email && 'e-mail', channels.sms && r.cell_phone && 'SMS'].filter(Boolean).join(' and ')
  io.out(`Rental ${r.id}: ${kind} notice written again to ${r.email} by ${by}${ctx.queue.transactional ? '' : '; on SQLite the server sends it at its next start'}`)
}
