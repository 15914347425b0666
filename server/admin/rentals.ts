import type { Kysely } from 'kysely'
import { RENTAL_STATUSES } from '@contracts/rental'
import type { Database } from '../db/schema'
import { CliError, formatTable, type Output } from './output'
import { parseArgs } from './args'
import { tenantBySlug } from './tenants'
import { TransitionRefused, transitionRental } from '../domain/rentals/transition'

const USAGE = 'rentals status <id> <status> [--distance n]'

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ')

export async function rentalsCommand(db: Kysely<Database>, argv: string[], io: Output, now: number): Promise<void> {
  const [sub, ...rest] = argv
  if (sub === 'list') {
    const { flags } = parseArgs(rest, ['tenant', 'status', 'driver'])
    if (flags.status && !(RENTAL_STATUSES as readonly string[]).includes(flags.status)) {
      throw new CliError(`Unknown status ${flags.status}; one of: ${RENTAL_STATUSES.join(', ')}`)
    }
    let q = db
      .selectFrom('rentals as r')
      .innerJoin('tenants as t', 't.id', 'r.tenant_id')
      .innerJoin('users as u', 'u.id', 'r.driver_id')
      .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
      .select(['r.id', 't.slug', 'r.status', 'u.email', 'v.make', 'v.model', 'v.license_plate', 'r.reservation_start_time', 'r.reservation_end_time', 'r.carpooling'])
    if (flags.tenant) q = q.where('r.tenant_id', '=', (await tenantBySlug(db, flags.tenant)).id)
    if (flags.status) q = q.where('r.status', '=', flags.status)
    if (flags.driver) q = q.where('u.email', '=', flags.driver.toLowerCase())
    const rows = await q.orderBy('r.reservation_start_time', 'desc').execute()
    io.out(
      formatTable(
        ['id', 'tenant', 'status', 'driver', 'vehicle', 'start (UTC)', 'end (UTC)', 'carpool'],
        rows.map((r) => [
          r.id,
          r.slug,
          r.status,
          r.email,
          `${r.make} ${r.model} (${r.license_plate})`,
          iso(r.reservation_start_time),
          iso(r.reservation_end_time),
          r.carpooling ? 'yes' : '',
        ]),
      ),
    )
    io.out(`${rows.length} rental(s)`)
    return
  }
  if (sub === 'status') {
    const { positional, flags } = parseArgs(rest, ['distance'])
    const [idText, status] = positional
    if (!idText || !/^\d+$/.test(idText) || !status) throw new CliError(USAGE)
    if (!(RENTAL_STATUSES as readonly string[]).includes(status)) throw new CliError(`Unknown status ${status}; one of: ${RENTAL_STATUSES.join(', ')}`)
    // The distance driven, in the tenant's unit (the pricing's included_distance): priced by the charge.
    const distance = flags.distance === undefined ? undefined : Number(flags.distance)
    if (distance !== undefined && (!/^\d+$/.test(flags.distance) || distance > 100_000)) throw new CliError('--distance takes the distance driven, a whole number from 0 to 100000')
    try {
      const moved = await transitionRental(db, Number(idText), status, now, undefined, { distance })
      io.out(`Rental ${moved.id}: ${moved.from} -> ${moved.to}${distance !== undefined ? ` (distance ${distance})` : ''}`)
    } catch (err) {
      if (err instanceof TransitionRefused) throw new CliError(err.message, err.reason === 'not_found' ? 3 : err.reason === 'forbidden' ? 2 : 1)
      throw err
    }
    return
  }
  throw new CliError(`Usage: rentals list [--tenant slug] [--status s] [--driver email] | ${USAGE}`)
}
