import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import type { TripSummary, VehicleStatus } from '@contracts/trip'
import type { Database, RentalRow } from '../../db/schema'
import type { TenantSettings } from '../../tenants/settings'
import { finalBreakdown } from '../payments/rental-charge'
import { toWireBreakdown } from '../pricing/price-breakdown'

/** What the vehicle said when the trip started: the start of the distance and energy of the summary. */
export async function recordTripStart(db: Kysely<Database>, rental: Pick<RentalRow, 'id' | 'tenant_id'>, status: VehicleStatus, now: number): Promise<void> {
  await db
    .insertInto('rental_trips')
    .values({
      rental_id: rental.id,
      tenant_id: rental.tenant_id,
      start_odometer_km: status.odometer_km,
      start_energy_percent: status.energy_percent,
      end_odometer_km: null,
      end_energy_percent: null,
      ended_by: null,
      note: null,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('rental_id').doNothing())
    .execute()
}

/** What the vehicle said at the end, and who ended the trip; the kilometres driven when both odometers are known. */
export async function recordTripEnd(
  db: Kysely<Database>,
  rental: Pick<RentalRow, 'id' | 'tenant_id'>,
  status: VehicleStatus,
  endedBy: 'driver' | 'lifecycle',
  note: string | null,
  now: number,
): Promise<number | null> {
  await recordTripStart(db, rental, { locked: false, energy_percent: null, odometer_km: null, position: null }, now)
  await db
    .updateTable('rental_trips')
    .set({ end_odometer_km: status.odometer_km, end_energy_percent: status.energy_percent, ended_by: endedBy, note, updated_at: now })
    .where('tenant_id', '=', rental.tenant_id)
    .where('rental_id', '=', rental.id)
    .execute()
  const trip = await db.selectFrom('rental_trips').select(['start_odometer_km']).where('rental_id', '=', rental.id).executeTakeFirstOrThrow()
  return trip.start_odometer_km === null || status.odometer_km === null ? null : Math.max(0, status.odometer_km - trip.start_odometer_km)
}

/** The trip's summary: its actual times, distance, energy and final price lines (the charge's own breakdown). */
export async function buildSummary(db: Kysely<Database>, rental: RentalRow, settings: TenantSettings, lang: Language): Promise<TripSummary> {
  const trip = await db.selectFrom('rental_trips').selectAll().where('tenant_id', '=', rental.tenant_id).where('rental_id', '=', rental.id).executeTakeFirst()
  const breakdown = await finalBreakdown(db, rental, { taxes: settings.taxes, distanceUnit: settings.distance_unit })
  const iso = (ms: number) => new Date(ms).toISOString()
  return {
    rental_id: rental.id,
    actual_start: iso(rental.started_at ?? rental.reservation_start_time),
    actual_end: iso(rental.ended_at ?? rental.reservation_end_time),
    distance: rental.distance,
    distance_unit: settings.distance_unit,
    energy_percent_start: trip?.start_energy_percent ?? null,
    energy_percent_end: trip?.end_energy_percent ?? null,
    breakdown: toWireBreakdown(breakdown, lang),
    ended_by: trip?.ended_by === 'lifecycle' ? 'lifecycle' : 'driver',
    note: trip?.note ?? null,
  }
}
