import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { ruleError } from '../booking/domain-error'

/**
 * A vehicle offered to an alert is held for that member until the offer expires, over the alert's
 * times widened by the preparation delay, as a rental would hold it: other members' searches do
 * not list it and their bookings of it are refused (409 VEHICLE_NOT_AVAILABLE). The member's own
 * booking of it takes the offer and ends the alert.
 */
export interface HoldWindow {
  startMs: number
  endMs: number
  prepareDelayMs: number
}

/** Vehicles of the tenant held, now, for a member other than `memberId` (null: a guest) over the window. Index alert_offers_open. */
export async function vehiclesHeldForOthers(db: Kysely<Database>, tenantId: number, memberId: number | null, w: HoldWindow, nowMs: number): Promise<Set<number>> {
  let q = db
    .selectFrom('alert_offers')
    .select('vehicle_id')
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'open')
    .where('expires_at', '>', nowMs)
    .where('start_time', '<', w.endMs + w.prepareDelayMs)
    .where('end_time', '>', w.startMs - w.prepareDelayMs)
  if (memberId !== null) q = q.where('user_id', '<>', memberId)
  const rows = await q.execute()
  return new Set(rows.map((r) => r.vehicle_id))
}

/** Refuses a booking of a vehicle held for someone else; run under the vehicle's lock (locked-write.ts). */
export async function assertNotHeldForAnother(trx: Kysely<Database>, tenantId: number, memberId: number, vehicleId: number, w: HoldWindow, nowMs: number): Promise<void> {
  const held = await trx
    .selectFrom('alert_offers')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('vehicle_id', '=', vehicleId)
    .where('status', '=', 'open')
    .where('expires_at', '>', nowMs)
    .where('user_id', '<>', memberId)
    .where('start_time', '<', w.endMs + w.prepareDelayMs)
    .where('end_time', '>', w.startMs - w.prepareDelayMs)
    .limit(1)
    .executeTakeFirst()
  if (held) throw ruleError(409, 'VEHICLE_NOT_AVAILABLE', 'rental.vehicle_id')
}

/**
 * The member booked a vehicle held for them over these times: the offers are taken and their
 * alerts end (booked). In the booking's transaction, so both happen or neither.
 */
export async function takeOwnOffers(trx: Kysely<Database>, tenantId: number, memberId: number, vehicleId: number, w: HoldWindow, nowMs: number): Promise<void> {
  const offers = await trx
    .selectFrom('alert_offers')
    .select(['id', 'alert_id'])
    .where('tenant_id', '=', tenantId)
    .where('vehicle_id', '=', vehicleId)
    .where('user_id', '=', memberId)
    .where('status', '=', 'open')
    .where('expires_at', '>', nowMs)
    .where('start_time', '<', w.endMs + w.prepareDelayMs)
    .where('end_time', '>', w.startMs - w.prepareDelayMs)
    .execute()
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
