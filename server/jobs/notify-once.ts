import type { JobContext } from './job-definition'
import type { JobTenant } from './tenants'
import type { Notice } from './messages/rental-notices'
import { notifyDriver } from './notify-driver'
import { afterCommit } from './after-commit'

/** A rental to tell its driver about, with where to reach the driver. */
export interface NoticeRow {
  id: number
  email: string
  cell_phone: string | null
}

export interface NotifyOnceOptions<R extends NoticeRow> {
  /** The rental's column that records the notice: written before sending, so a notice goes once whatever the number of runs or processes. */
  mark: 'late_at' | 'start_reminded_at' | 'end_reminded_at'
  /** The status the rental must still have for the claim (the late flag: still in progress). */
  status?: string
  now: number
  /** The notice for a claimed row; null claims it without telling anyone (a deleted driver). */
  notice: (row: R) => Notice | null
  /** The channels, the same for every row or each row's own (a member's reminder choice). */
  channels: { email: boolean; sms: boolean } | ((row: R) => { email: boolean; sms: boolean })
}

/**
 * The lifecycle's and the reminders' loop: for each rental, in one transaction, claim its mark (a
 * conditional write that only one run wins) and write the notice to the outbox by e-mail and SMS
 * with its delivery jobs. A process killed at any point leaves both or neither: never a rental
 * marked without its notice, never a notice twice. Answers how many drivers were told.
 */
export async function notifyEachOnce<R extends NoticeRow>(ctx: JobContext, tenant: JobTenant, rows: readonly R[], o: NotifyOnceOptions<R>): Promise<number> {
  let told = 0
  for (const r of rows) {
    const { sender, flush } = afterCommit(ctx.queue)
    const sent = await ctx.db.transaction().execute(async (trx) => {
      let claim = trx
        .updateTable('rentals')
        .set({ [o.mark]: o.now })
        .where('tenant_id', '=', tenant.id)
        .where('id', '=', r.id)
        .where(o.mark, 'is', null)
      if (o.status) claim = claim.where('status', '=', o.status)
      const claimed = await claim.executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) return false
      const notice = o.notice(r)
      if (!notice) return false
      await notifyDriver(
        { ...ctx, db: trx, queue: sender },
        { tenantId: tenant.id, tenantName: tenant.name, email: r.email, cellPhone: r.cell_phone },
        notice,
        typeof o.channels === 'function' ? o.channels(r) : o.channels,
      )
      return true
    })
    await flush()
    if (sent) told += 1
  }
  return told
}
