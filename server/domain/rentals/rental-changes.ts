import type { Kysely, Transaction } from 'kysely'
import type { Database, RentalRow } from '../../db/schema'
import { conflict, notFound } from '../../errors'
import { lockedWrite } from '../booking/locked-write'
import { checkDriverHolds } from '../search/driver-rules'
import { vehicleIsTaken } from '../availability/vehicle-taken'
import { findRentalForMember, type FoundRental } from './rental-queries'
import { assertCancellable, assertDriver, assertGeotrackingChangeable, planTimeChange } from './rental-rules'
import type { RentalRuleSettings } from './rule-settings'

type Db = Kysely<Database> | Transaction<Database>

export interface RentalChangeContext {
  db: Kysely<Database>
  tenantId: number
  userId: number
  settings: RentalRuleSettings
  now: number
}

/** The price of a rental for new times; null keeps the stored price. */
export type Repricer = (
  trx: Kysely<Database>,
  rental: RentalRow,
  window: { start: number; end: number },
) => Promise<{ price_cents: number; prediscount_price_cents: number } | null>

export const keepPrice: Repricer = async () => null

async function loadRow(trx: Db, ctx: RentalChangeContext, rentalId: number): Promise<RentalRow> {
  const row = await trx.selectFrom('rentals').selectAll().where('tenant_id', '=', ctx.tenantId).where('id', '=', rentalId).executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** Reads the rental once more, as its viewer sees it (404 for a member with no part in it). */
async function readBack(db: Db, ctx: RentalChangeContext, rentalId: number): Promise<FoundRental> {
  return findRentalForMember(db, ctx.tenantId, ctx.userId, rentalId)
}

/** A member who takes no part in the rental: 404 before any rule can tell them about it; a passenger: 403, as only the driver changes it. */
async function assertVisible(trx: Db, ctx: RentalChangeContext, row: RentalRow): Promise<void> {
  if (row.driver_id === ctx.userId) return
  await findRentalForMember(trx, ctx.tenantId, ctx.userId, row.id)
  assertDriver(row, ctx.userId)
}

/** The driver's validation, which decides how many rentals they may hold (checkDriverHolds). */
async function loadDriver(trx: Db, ctx: RentalChangeContext, driverId: number) {
  const driver = await trx.selectFrom('users').select(['id', 'validated', 'workflow_next_step']).where('tenant_id', '=', ctx.tenantId).where('id', '=', driverId).executeTakeFirst()
  if (!driver) throw notFound()
  return driver
}

/**
 * PUT /user/rentals/{id} with new times. The checks and the update run under the booking's own
 * locks, the driver's row then the vehicle's (server/domain/booking/locked-write.ts), so a moved
 * rental and a new booking can never take the same slot, and the driver's holds (how many rentals
 * they may keep at once) are checked over the new times as a new booking's are.
 */
export async function changeRentalTimes(
  ctx: RentalChangeContext,
  rentalId: number,
  requested: { start?: number; end?: number },
  reprice: Repricer = keepPrice,
): Promise<FoundRental> {
  // A rental never changes vehicle, so the one read before taking the lock names the right row.
  const peek = await loadRow(ctx.db, ctx, rentalId)
  const locks = [
    { table: 'users', id: peek.driver_id },
    { table: 'vehicles', id: peek.vehicle_id },
  ] as const
  return lockedWrite(ctx.db, locks, async (trx) => {
    const row = await loadRow(trx, ctx, rentalId)
    await assertVisible(trx, ctx, row)
    const plan = planTimeChange(row, ctx.userId, requested, ctx.settings, ctx.now)
    if (plan.changed) {
      const taken = await vehicleIsTaken(trx, {
        tenantId: ctx.tenantId,
        vehicleId: row.vehicle_id,
        window: { startMs: plan.start, endMs: plan.end, prepareDelayMs: ctx.settings.prepare_delay * 1000 },
        exceptRentalId: row.id,
      })
      if (taken) throw conflict('VEHICLE_NOT_AVAILABLE')
      const driver = await loadDriver(trx, ctx, row.driver_id)
      await checkDriverHolds(trx, ctx.tenantId, driver, ctx.settings, { startMs: plan.start, endMs: plan.end }, ctx.now, row.id)
      const price = await reprice(trx, row, { start: plan.start, end: plan.end })
      await trx
        .updateTable('rentals')
        .set({ reservation_start_time: plan.start, reservation_end_time: plan.end, updated_at: ctx.now, ...(price ?? {}) })
        .where('tenant_id', '=', ctx.tenantId)
        .where('id', '=', row.id)
        .execute()
    }
    return readBack(trx, ctx, rentalId)
  })
}

/** PUT /user/rentals/{id} with {geotracking}: only the driver, only while in_progress. */
export async function setGeotracking(ctx: RentalChangeContext, rentalId: number, on: boolean): Promise<FoundRental> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await loadRow(trx, ctx, rentalId)
    await assertVisible(trx, ctx, row)
    assertGeotrackingChangeable(row, ctx.userId, ctx.settings)
    await trx
      .updateTable('rentals')
      .set({ geotracking: on ? 1 : 0, updated_at: ctx.now })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', row.id)
      .where('status', '=', 'in_progress')
      .execute()
    return readBack(trx, ctx, rentalId)
  })
}

/** DELETE /user/rentals/{id}: the rental is kept, cancelled; its vehicle is free again. */
export async function cancelRental(ctx: RentalChangeContext, rentalId: number): Promise<FoundRental> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await loadRow(trx, ctx, rentalId)
    await assertVisible(trx, ctx, row)
    assertCancellable(row, ctx.userId, ctx.settings, ctx.now)
    // The status guard makes a concurrent second cancellation update nothing.
    const done = await trx
      .updateTable('rentals')
      .set({ status: 'cancelled', updated_at: ctx.now })
      .where('tenant_id', '=', ctx.tenantId)
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0) throw conflict()
    return readBack(trx, ctx, rentalId)
  })
}
