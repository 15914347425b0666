import type { Kysely } from 'kysely'
import { accessInstructionsState, isValidatedDriver } from '@contracts/access-rules'
import { BLOCKING_STATUSES } from '@contracts/rental'
import type { Database, UserRow, VehicleRow } from '../../db/schema'

type Db = Kysely<Database>

/** One vehicle of the tenant, inactive ones included (past rentals name them too). */
export function findVehicle(db: Db, tenantId: number, id: number): Promise<VehicleRow | undefined> {
  return db.selectFrom('vehicles').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()
}

/** What a drawing of the vehicle shows: its own attributes and its category's name. */
export function findVehicleDrawingFacts(db: Db, tenantId: number, id: number) {
  return db
    .selectFrom('vehicles as v')
    .leftJoin('categories as c', 'c.id', 'v.category_id')
    .select(['v.make', 'v.model', 'v.year', 'v.color', 'v.seats_count', 'v.doors_count', 'v.fuel_type', 'v.license_plate', 'c.name as category_name'])
    .where('v.tenant_id', '=', tenantId)
    .where('v.id', '=', id)
    .executeTakeFirst()
}

export interface AccessReader {
  tenantId: number
  user: UserRow
  vehicleId: number
  /** The tenant's access_instructions_lead_time. */
  leadTime: number
  now: number
}

/**
 * Whether the member reads the vehicle's access text (lockbox codes) now: they drive a rental of it
 * that the shared rule opens (contracts/access-rules.ts: live, validated account, from the tenant's
 * lead time before the start until the end). Carpool passengers are not drivers. Index
 * rentals_tenant_driver.
 */
export async function mayReadVehicleAccess(db: Db, reader: AccessReader): Promise<boolean> {
  const { user, now } = reader
  const driver = { validated: user.validated === 1, workflow_next_step: user.workflow_next_step }
  if (!isValidatedDriver(driver)) return false
  const rentals = await db
    .selectFrom('rentals')
    .select(['status', 'reservation_start_time', 'reservation_end_time'])
    .where('tenant_id', '=', reader.tenantId)
    .where('driver_id', '=', user.id)
    .where('status', 'in', [...BLOCKING_STATUSES])
    .where('vehicle_id', '=', reader.vehicleId)
    .where('reservation_end_time', '>', now)
    .execute()
  return rentals.some(
    (r) => accessInstructionsState(driver, { status: r.status, start: r.reservation_start_time, end: r.reservation_end_time }, reader.leadTime, now).kind === 'visible',
  )
}
