import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { CliError, formatTable, type Output } from './output'
import { parseArgs } from './args'

const USAGE = `vehicles commands <id> [--limit n]
vehicles reports <id> [--limit n]
vehicles set <id> access_simulation unreachable|normal`

/** What the simulated access provider does with a vehicle (server/vehicle-access/simulated.ts). */
const SIMULATIONS = ['normal', 'unreachable'] as const

const iso = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 19).replace('T', ' '))

function vehicleId(text: string | undefined): number {
  if (!text || !/^\d{1,9}$/.test(text)) throw new CliError(USAGE, 2)
  return Number(text)
}

async function assertVehicle(db: Kysely<Database>, id: number): Promise<{ id: number; label: string }> {
  const v = await db.selectFrom('vehicles').select(['id', 'make', 'model', 'license_plate']).where('id', '=', id).executeTakeFirst()
  if (!v) throw new CliError(`No vehicle ${id}`, 3)
  return { id: v.id, label: `${v.make} ${v.model} (${v.license_plate})` }
}

/**
 * The operator's view of a vehicle's trip side: the commands sent to it (who, what, outcome, how
 * long), the condition reports drivers made with their photos' storage paths, and the simulated
 * provider's switch that makes it unreachable, to try failures.
 */
export async function vehiclesCommand(db: Kysely<Database>, argv: string[], io: Output): Promise<void> {
  const [sub, ...rest] = argv
  const { positional, flags } = parseArgs(rest, ['limit'])
  const limit = flags.limit === undefined ? 50 : Number(flags.limit)
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) throw new CliError('--limit takes a whole number from 1 to 10000', 2)

  if (sub === 'commands') {
    const vehicle = await assertVehicle(db, vehicleId(positional[0]))
    const rows = await db
      .selectFrom('vehicle_commands as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.created_at', 'c.rental_id', 'u.email', 'c.command', 'c.outcome', 'c.duration_ms', 'c.command_id', 'c.detail'])
      .where('c.vehicle_id', '=', vehicle.id)
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute()
    io.out(`${vehicle.label}`)
    io.out(
      formatTable(
        ['id', 'at (UTC)', 'rental', 'member', 'command', 'outcome', 'ms', 'command id', 'detail'],
        rows.map((r) => [r.id, iso(r.created_at), r.rental_id, r.email, r.command, r.outcome, r.duration_ms, r.command_id, r.outcome === 'succeeded' ? '' : (r.detail ?? '')]),
      ),
    )
    io.out(`${rows.length} command(s)`)
    return
  }
  if (sub === 'reports') {
    const vehicle = await assertVehicle(db, vehicleId(positional[0]))
    const rows = await db
      .selectFrom('condition_reports as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.created_at', 'c.rental_id', 'u.email', 'c.moment', 'c.side', 'c.note', 'c.photo_path'])
      .where('c.vehicle_id', '=', vehicle.id)
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute()
    io.out(`${vehicle.label}`)
    io.out(
      formatTable(
        ['id', 'at (UTC)', 'rental', 'member', 'moment', 'side', 'note', 'photo'],
        rows.map((r) => [r.id, iso(r.created_at), r.rental_id, r.email, r.moment, r.side, r.note ?? '', r.photo_path ?? '']),
      ),
    )
    io.out(`${rows.length} report(s)`)
    return
  }
  if (sub === 'set') {
    const [idText, key, value] = positional
    const vehicle = await assertVehicle(db, vehicleId(idText))
    if (key !== 'access_simulation') throw new CliError(`Only access_simulation can be set here\n${USAGE}`, 2)
    if (!(SIMULATIONS as readonly string[]).includes(value ?? '')) throw new CliError(`access_simulation is one of: ${SIMULATIONS.join(', ')}`, 2)
    await db.updateTable('vehicles').set({ access_simulation: value }).where('id', '=', vehicle.id).execute()
    io.out(`Vehicle ${vehicle.id} ${vehicle.label}: access_simulation ${value}`)
    return
  }
  throw new CliError(USAGE, 2)
}
