import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { ruleError } from '../booking/domain-error'
import { offersHolding, type TakenWindow } from '../availability/vehicle-taken'

/**
 * A vehicle offered to an alert is held for that member until the offer expires, over the alert's
 * times widened by the preparation delay, as a rental would hold it: other members' searches do
 * not list it and their bookings of it are refused (409 VEHICLE_NOT_AVAILABLE). The member's own
 * booking of it takes the offer and ends the alert. Which offers hold a vehicle over a window is
 * availability/vehicle-taken.ts's (offersHolding).
 */

/** Vehicles of the tenant held, now, for a member other than `memberId` (null: a guest) over the window. Index alert_offers_open. */
export async function vehiclesHeldForOthers(db: Kysely<Database>, tenantId: number, memberId: number | null, w: TakenWindow, nowMs: number): Promise<Set<number>> {
  let q = offersHolding(db, tenantId, w, nowMs).select('vehicle_id')
  if (memberId !== null) q = q.where('user_id', '<>', memberId)
  const rows = await q.execute()
  return new Set(rows.map((r) => r.vehicle_id))
}

/** Refuses a booking of a vehicle held for someone else; run under the vehicle's lock (locked-write.ts). */
export async function assertNotHeldForAnother(trx: Kysely<Database>, tenantId: number, memberId: number, vehicleId: number, w: TakenWindow, nowMs: number): Promise<void> {
  const held = await offersHolding(trx, tenantId, w, nowMs).select('id').where('vehicle_id', '=', vehicleId).where('user_id', '<>', memberId).limit(1).executeTakeFirst()
  if (held) throw ruleError(409, 'VEHICLE_NOT_AVAILABLE', 'rental.vehicle_id')
}

/**
 * The member booked a vehicle held for them over these times: the offers are taken and their
 * alerts end (booked). In the booking's transaction, so both happen or neither.
 */
export async function takeOwnOffers(trx: Kysely<Database>, tenantId: number, memberId: number, vehicleId: number, w: TakenWindow, nowMs: number): Promise<void> {
  const offers = await offersHolding(trx, tenantId, w, nowMs).select(['id', 'alert_id']).where('vehicle_id', '=', vehicleId).where('user_id', '=', memberId).execute()
  if (offers.length === 0) return
  await trx
    .updateTable('alert_offers')
    .set({ status: 'taken' })
    .where(
      'id',
      'in',
      offers.map((o) => o.id),
    )
    .execute()
  await trx
    .updateTable('alerts')
    .set({ status: 'booked', ended_at: nowMs })
    .where('tenant_id', '=', tenantId)
    .where(
      'id',
      'in',
      offers.map((o) => o.alert_id),
    )
    .where('status', '=', 'active')
    .execute()
}
