import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { parseTenantSettings } from '../../tenants/settings'
import { nextStatuses, stateMachineOf, transitionAllowed, transitionStamps } from './lifecycle-rules'

export class TransitionRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'not_found' | 'forbidden' | 'changed',
  ) {
    super(message)
  }
}

export interface TransitionResult {
  id: number
  from: string
  to: string
}

/**
 * Moves one rental to another status, only where its tenant's state machine allows it, recording
 * when it started and ended (the charge uses them). The write is conditional on the status read,
 * so two operators, or an operator and a job, never both move one rental from the same status.
 * `record.distance` is the distance driven the operator read, written with the move (in the same
 * write as `closed`, so the charge that follows prices it).
 */
export async function transitionRental(
  db: Kysely<Database>,
  rentalId: number,
  to: string,
  now: number,
  tenantId?: number,
  record: { distance?: number } = {},
): Promise<TransitionResult> {
  let q = db
    .selectFrom('rentals as r')
    .innerJoin('tenants as t', 't.id', 'r.tenant_id')
    .select(['r.id', 'r.tenant_id', 'r.status', 'r.started_at', 'r.ended_at', 't.settings'])
    .where('r.id', '=', rentalId)
  if (tenantId !== undefined) q = q.where('r.tenant_id', '=', tenantId)
  const rental = await q.executeTakeFirst()
  if (!rental) throw new TransitionRefused(`No rental ${rentalId}`, 'not_found')
  const machine = stateMachineOf(parseTenantSettings(rental.settings))
  if (!transitionAllowed(machine, rental.status, to)) {
    const next = nextStatuses(machine, rental.status)
    throw new TransitionRefused(
      `Rental ${rentalId} is ${rental.status}: the tenant's state machine does not allow ${rental.status} -> ${to}; ` +
        (next.length > 0 ? `allowed next: ${next.join(', ')}` : `${rental.status} is final`),
      'forbidden',
    )
  }
  const res = await db
    .updateTable('rentals')
    .set({ status: to, updated_at: now, ...transitionStamps(rental, to, now), ...(record.distance !== undefined ? { distance: record.distance } : {}) })
    .where('tenant_id', '=', rental.tenant_id)
    .where('id', '=', rental.id)
    .where('status', '=', rental.status)
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw new TransitionRefused(`Rental ${rentalId} changed status meanwhile; read it again`, 'changed')
  return { id: rental.id, from: rental.status, to }
}
