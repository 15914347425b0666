import type { Kysely, Transaction } from 'kysely'
import { BLOCKING_STATUSES } from '@contracts/rental'
import type { Database } from '../../db/schema'

export interface OverlapQuery {
  tenantId: number
  vehicleId: number
  start: number
  end: number
  /** Seconds the vehicle needs between two rentals. */
  prepareDelay: number
  /** The rental being moved, which never conflicts with itself. */
  excludeRentalId?: number
}

/**
 * Serialises bookings of one vehicle: PostgreSQL locks its row until the transaction ends;
 * SQLite runs one write transaction at a time on its single connection, which is the same guarantee.
 */
export async function lockVehicle(trx: Transaction<Database>, tenantId: number, vehicleId: number, isPostgres: boolean): Promise<boolean> {
  let q = trx.selectFrom('vehicles').select('id').where('tenant_id', '=', tenantId).where('id', '=', vehicleId)
  if (isPostgres) q = q.forUpdate()
  return (await q.executeTakeFirst()) !== undefined
}

/** The shared availability rule: no blocking rental overlaps [start - prepare_delay, end + prepare_delay]. */
export async function hasOverlappingRental(db: Kysely<Database> | Transaction<Database>, q: OverlapQuery): Promise<boolean> {
  const pad = Math.max(0, q.prepareDelay) * 1000
  let query = db
    .selectFrom('rentals')
    .select('id')
    .where('tenant_id', '=', q.tenantId)
    .where('vehicle_id', '=', q.vehicleId)
    .where('status', 'in', [...BLOCKING_STATUSES])
    .where('reservation_start_time', '<', q.end + pad)
    .where('reservation_end_time', '>', q.start - pad)
  if (q.excludeRentalId !== undefined) query = query.where('id', '!=', q.excludeRentalId)
  return (await query.limit(1).executeTakeFirst()) !== undefined
}
