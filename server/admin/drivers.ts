import type { Kysely } from 'kysely'
import { WORKFLOW_STEPS } from '@contracts/user'
import type { Database, UserRow } from '../db/schema'
import { CliError, formatTable, type Output } from './output'
import { parseArgs } from './args'
import { tenantBySlug } from './tenants'

/** A driver by id or e-mail; an e-mail present on several tenants needs --tenant. */
export async function findDriver(db: Kysely<Database>, ref: string | undefined, tenantSlug?: string): Promise<UserRow & { tenant_slug: string }> {
  if (!ref) throw new CliError('Name the driver by e-mail or id')
  let q = db.selectFrom('users as u').innerJoin('tenants as t', 't.id', 'u.tenant_id').selectAll('u').select('t.slug as tenant_slug')
  q = /^\d+$/.test(ref) ? q.where('u.id', '=', Number(ref)) : q.where('u.email', '=', ref.trim().toLowerCase())
  if (tenantSlug) q = q.where('u.tenant_id', '=', (await tenantBySlug(db, tenantSlug)).id)
  const rows = await q.execute()
  if (rows.length === 0) throw new CliError(`No driver ${ref}${tenantSlug ? ` on tenant ${tenantSlug}` : ''}`, 3)
  if (rows.length > 1) throw new CliError(`${ref} exists on several tenants (${rows.map((r) => r.tenant_slug).join(', ')}): add --tenant <slug>`)
  return rows[0]
}

export async function driversCommand(db: Kysely<Database>, argv: string[], io: Output, now: number): Promise<void> {
  const [sub, ...rest] = argv
  if (sub === 'list') {
    const { flags } = parseArgs(rest, ['tenant', 'state'])
    if (flags.state && !(WORKFLOW_STEPS as readonly string[]).includes(flags.state)) {
      throw new CliError(`Unknown state ${flags.state}; one of: ${WORKFLOW_STEPS.join(', ')}`)
    }
    let q = db
      .selectFrom('users as u')
      .innerJoin('tenants as t', 't.id', 'u.tenant_id')
      .select(['u.id', 't.slug', 'u.email', 'u.first_name', 'u.last_name', 'u.workflow_next_step', 'u.validated', 'u.roles'])
      .where('u.deleted_at', 'is', null)
    if (flags.tenant) q = q.where('u.tenant_id', '=', (await tenantBySlug(db, flags.tenant)).id)
    if (flags.state) q = q.where('u.workflow_next_step', '=', flags.state)
    const rows = await q.orderBy('t.slug').orderBy('u.id').execute()
    io.out(
      formatTable(
        ['id', 'tenant', 'email', 'name', 'state', 'validated', 'roles'],
        rows.map((r) => [
          r.id,
          r.slug,
          r.email,
          [r.first_name, r.last_name].filter(Boolean).join(' '),
          r.workflow_next_step,
          r.validated ? 'yes' : 'no',
          (JSON.parse(r.roles) as string[]).join(','),
        ]),
      ),
    )
    io.out(`${rows.length} driver(s)`)
    return
  }
  if (sub === 'validate' || sub === 'block') {
    const { positional, flags } = parseArgs(rest, ['tenant'])
    const driver = await findDriver(db, positional[0], flags.tenant)
    const update = sub === 'validate' ? { workflow_next_step: 'driver_ok', validated: 1 } : { workflow_next_step: 'driver_blocked', validated: 0 }
    await db
      .updateTable('users')
      .set({ ...update, updated_at: now })
      .where('id', '=', driver.id)
      .execute()
    io.out(`${driver.email} (${driver.tenant_slug}, id ${driver.id}): ${driver.workflow_next_step} -> ${update.workflow_next_step}`)
    return
  }
  throw new CliError('Usage: drivers list [--tenant slug] [--state step] | drivers validate <email|id> [--tenant slug] | drivers block <email|id> [--tenant slug]')
}
