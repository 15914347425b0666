import { createHash, randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { VehicleCommand, VehicleStatus } from '@contracts/trip'
import type { Database, VehicleCommandTable } from '../db/schema'
import { VehicleAccessFailure, type AccessFailureKind, type AccessVehicle, type VehicleAccess } from './vehicle-access'

export type CommandRow = Selectable<VehicleCommandTable>
export type CommandName = 'unlock' | 'lock'

export interface CommandRequest {
  vehicle: AccessVehicle
  rentalId: number
  userId: number
  command: CommandName
  /** The client's Idempotency-Key, when it sent one. */
  key: string | null
  clock: () => number
}

export interface CommandResult {
  row: CommandRow
  status: VehicleStatus
}

/** How often a retry looks at a command another request (or process) is still sending. */
const POLL_MS = 150

/**
 * The id a command is stored and sent under. From the client's key: the same key for the same
 * member, rental and command gives the same id (the retry), and never another member's.
 */
export function commandIdFor(req: Pick<CommandRequest, 'vehicle' | 'rentalId' | 'userId' | 'command' | 'key'>): string {
  if (req.key === null) return randomUUID()
  return createHash('sha256').update(`${req.vehicle.tenantId}:${req.userId}:${req.rentalId}:${req.command}:${req.key}`).digest('hex').slice(0, 32)
}

/**
 * Sends one command through the access adapter, written to vehicle_commands before ('pending')
 * and after (its outcome and duration). The row's (tenant, command_id) is unique: a retry with the
 * same id, from this process or another, inserts nothing, waits for the first one's outcome and
 * answers it, so the vehicle receives the command once.
 */
export async function sendVehicleCommand(db: Kysely<Database>, access: VehicleAccess, req: CommandRequest): Promise<CommandResult> {
  const commandId = commandIdFor(req)
  const started = req.clock()
  const inserted = await db
    .insertInto('vehicle_commands')
    .values({
      tenant_id: req.vehicle.tenantId,
      vehicle_id: req.vehicle.id,
      rental_id: req.rentalId,
      user_id: req.userId,
      command_id: commandId,
      command: req.command,
      outcome: 'pending',
      detail: null,
      duration_ms: null,
      created_at: started,
      finished_at: null,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'command_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) return replay(db, access, req.vehicle.tenantId, commandId)

  const t0 = performance.now()
  let outcome: string
  let detail: string
  let status: VehicleStatus | null = null
  try {
    status =
      req.command === 'unlock' ? await access.unlock(req.vehicle, { commandId, rentalId: req.rentalId }) : await access.lock(req.vehicle, { commandId, rentalId: req.rentalId })
    outcome = 'succeeded'
    detail = JSON.stringify(status)
  } catch (error) {
    outcome = error instanceof VehicleAccessFailure ? error.kind : 'unreachable'
    detail = error instanceof Error ? error.message : String(error)
  }
  const duration = Math.round(performance.now() - t0)
  await db
    .updateTable('vehicle_commands')
    .set({ outcome, detail, duration_ms: duration, finished_at: req.clock() })
    .where('tenant_id', '=', req.vehicle.tenantId)
    .where('id', '=', inserted.id)
    .execute()
  const row = await db.selectFrom('vehicle_commands').selectAll().where('tenant_id', '=', req.vehicle.tenantId).where('id', '=', inserted.id).executeTakeFirstOrThrow()
  if (status === null) throw new VehicleAccessFailure(outcome as AccessFailureKind, detail)
  return { row, status }
}

/** The first sending's outcome: waited for while it is pending, up to the adapter's timeout and a margin. */
async function replay(db: Kysely<Database>, access: VehicleAccess, tenantId: number, commandId: string): Promise<CommandResult> {
  const deadline = Date.now() + access.timeoutMs + 2000
  for (;;) {
    const row = await db.selectFrom('vehicle_commands').selectAll().where('tenant_id', '=', tenantId).where('command_id', '=', commandId).executeTakeFirstOrThrow()
    if (row.outcome === 'succeeded') return { row, status: JSON.parse(row.detail ?? 'null') as VehicleStatus }
    if (row.outcome !== 'pending') throw new VehicleAccessFailure(row.outcome as AccessFailureKind, row.detail ?? row.outcome)
    if (Date.now() > deadline) throw new VehicleAccessFailure('timeout', 'the first sending of this command has not finished')
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** The wire form of a command (contracts/trip.ts). */
export function toWireCommand(row: CommandRow): VehicleCommand {
  return {
    id: row.command_id,
    command: row.command as VehicleCommand['command'],
    outcome: row.outcome as VehicleCommand['outcome'],
    duration_ms: row.duration_ms,
    created_at: new Date(row.created_at).toISOString(),
  }
}
