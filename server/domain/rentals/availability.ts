import type { Kysely } from 'kysely'
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
 * The shared availability rule (booking's vehicleIsTaken in server/domain/booking/create-rental.ts):
 * no blocking rental overlaps [start - prepare_delay, end + prepare_delay]. Kept here because a moved
 * rental must not conflict with itself, which the booking check cannot express.
 */
export async function hasOverlappingRental(db: Kysely<Database>, q: OverlapQuery): Promise<boolean> {
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
