import type { Kysely } from 'kysely'
import { IN_PROGRESS_STATUSES, UPCOMING_STATUSES } from '@contracts/rental'
import type { Database } from '../db/schema'
import { deleteAccount } from '../domain/account/account-deletion'
import { unstartedGraceMs } from '../domain/rentals/lifecycle-rules'
import { ApiError } from '../errors'
import type { FileStorage } from '../storage/file-storage'
import { parseTenantSettings } from '../tenants/settings'
import { CliError, type Output } from './output'
import { parseArgs } from './args'
import { findDriver } from './drivers'
import { tenantBySlug } from './tenants'

/**
 * Operator-side deletion of a member's data (a request by mail, a court order): the same erasure
 * as the member's own "Delete my account" (account-deletion.ts), refused on the same grounds (a
 * rental under way or to come, a pending invoice), then the files removed.
 */
export async function membersCommand(db: Kysely<Database>, argv: string[], io: Output, now: number, files: () => FileStorage): Promise<void> {
  const [sub, ...rest] = argv
  const { positional, flags } = parseArgs(rest, ['tenant'])
  if (sub !== 'delete' || !positional[0]) throw new CliError('Usage: members delete <email|id> [--tenant slug]')
  const member = await findDriver(db, positional[0], flags.tenant)
  if (member.deleted_at !== null) throw new CliError(`Member ${member.id} was deleted already`, 3)
  const tenant = await db.selectFrom('tenants').select('settings').where('id', '=', member.tenant_id).executeTakeFirstOrThrow()
  const clock = { now, unstartedGraceMs: unstartedGraceMs(parseTenantSettings(tenant.settings)) }
  const storage = files()
  try {
    const { removedFiles } = await deleteAccount(db, { tenantId: member.tenant_id, userId: member.id }, clock, (path) => storage.remove(path))
    io.out(`${member.email} (${member.tenant_slug}): personal data erased, signed out everywhere, rentals anonymised, ${removedFiles} file(s) removed`)
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 409) {
      throw new CliError(`${member.email} cannot be deleted yet (${err.code}): end or cancel their rentals under way or to come, settle their pending invoices`, 1)
    }
    throw err
  }
}

/**
 * Removes a station. Refused while a rental under way or to come starts or ends there, or a vehicle
 * is parked there (move it first: `catalog import`); past rentals keep their history without the
 * station's name (their station is cleared), in the same transaction as the removal.
 */
export async function stationsCommand(db: Kysely<Database>, argv: string[], io: Output): Promise<void> {
  const [sub, ...rest] = argv
  const { positional, flags } = parseArgs(rest, ['tenant'])
  if (sub !== 'remove' || !positional[0] || !flags.tenant) throw new CliError('Usage: stations remove <id|name> --tenant slug')
  const tenant = await tenantBySlug(db, flags.tenant)
  const ref = positional[0]
  const station = await db
    .selectFrom('stations')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenant.id)
    .where(/^\d+$/.test(ref) ? 'id' : 'name', '=', /^\d+$/.test(ref) ? Number(ref) : ref)
    .executeTakeFirst()
  if (!station) throw new CliError(`No station ${ref} on ${flags.tenant}`, 3)
  await db.transaction().execute(async (trx) => {
    const live = await trx
      .selectFrom('rentals')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('status', 'in', [...UPCOMING_STATUSES, ...IN_PROGRESS_STATUSES])
      .where((eb) => eb.or([eb('start_station_id', '=', station.id), eb('end_station_id', '=', station.id)]))
      .execute()
    if (live.length > 0) throw new CliError(`Station ${station.name} is used by rental(s) under way or to come: ${live.map((r) => r.id).join(', ')}`, 1)
    const parked = await trx.selectFrom('vehicles').select('id').where('tenant_id', '=', tenant.id).where('station_id', '=', station.id).execute()
    if (parked.length > 0) throw new CliError(`Vehicle(s) ${parked.map((v) => v.id).join(', ')} are parked at ${station.name}: move them first`, 1)
    await trx.updateTable('rentals').set({ start_station_id: null }).where('tenant_id', '=', tenant.id).where('start_station_id', '=', station.id).execute()
    await trx.updateTable('rentals').set({ end_station_id: null }).where('tenant_id', '=', tenant.id).where('end_station_id', '=', station.id).execute()
    await trx.deleteFrom('stations').where('tenant_id', '=', tenant.id).where('id', '=', station.id).execute()
  })
  io.out(`Station ${station.name} (${station.id}) removed from ${flags.tenant}`)
}

/**
 * Removes a tenant and everything it holds: one transaction deletes the tenant's row, which every
 * tenant table references with ON DELETE CASCADE; its members' files go after the commit. Asks the
 * slug twice (`--confirm <slug>`): nothing of it can be brought back but from a backup.
 */
export async function tenantRemove(db: Kysely<Database>, argv: string[], io: Output, files: () => FileStorage): Promise<void> {
  const { positional, flags } = parseArgs(argv, ['confirm'])
  const slug = positional[0]
  if (!slug) throw new CliError('Usage: tenant remove <slug> --confirm <slug>')
  const tenant = await tenantBySlug(db, slug)
  if (flags.confirm !== slug) throw new CliError(`Removing ${slug} deletes all its members, rentals and invoices: repeat its slug with --confirm ${slug}`)
  const paths = await db.transaction().execute(async (trx) => {
    const documents = await trx.selectFrom('documents').select('storage_path').where('tenant_id', '=', tenant.id).execute()
    const photos = await trx.selectFrom('users').select('photo_path').where('tenant_id', '=', tenant.id).where('photo_path', 'is not', null).execute()
    await trx.deleteFrom('tenants').where('id', '=', tenant.id).execute()
    return [...documents.map((d) => d.storage_path), ...photos.map((p) => p.photo_path as string)]
  })
  const storage = paths.length > 0 ? files() : null
  let removed = 0
  for (const path of paths) {
    try {
      await storage!.remove(path)
      removed += 1
    } catch (err) {
      io.err(`File ${path} not removed: ${err instanceof Error ? err.message : String(err)}`)
    }
  }
  io.out(`Tenant ${slug} removed with all its data; ${removed} of ${paths.length} file(s) removed. Restart the servers or wait for their tenant cache to expire.`)
}
