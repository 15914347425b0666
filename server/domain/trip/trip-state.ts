import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import type { Rental } from '@contracts/rental'
import type { TripState, VehicleStatus } from '@contracts/trip'
import type { Database, RentalRow } from '../../db/schema'
import type { TenantSettings } from '../../tenants/settings'
import { accessTextFor } from '../search/wire'
import { missingSides } from './condition-reports'
import { loadTripVehicle, returnStation } from './trip-rental'
import { damageMode, operatorPhone, startWindow } from './trip-rules'
import { buildSummary } from './trip-summary'

/** GET trip: what the trip screen and card show, read from the database only (no vehicle command). */
export async function tripState(db: Kysely<Database>, rental: RentalRow, wire: Rental, settings: TenantSettings, lang: Language, now: number): Promise<TripState> {
  const vehicle = await loadTripVehicle(db, rental)
  const mode = damageMode(settings)
  const [start, end, station, last, trip] = await Promise.all([
    missingSides(db, rental, 'start', mode),
    missingSides(db, rental, 'end', mode),
    returnStation(db, rental, vehicle),
    db
      .selectFrom('vehicle_commands')
      .select(['detail'])
      .where('tenant_id', '=', rental.tenant_id)
      .where('rental_id', '=', rental.id)
      .where('outcome', '=', 'succeeded')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db.selectFrom('rental_trips').select('ended_by').where('rental_id', '=', rental.id).executeTakeFirst(),
  ])
  const window = startWindow(rental, settings)
  const iso = (ms: number) => new Date(ms).toISOString()
  return {
    rental: wire,
    start_window: { opens_at: iso(window.opens), closes_at: iso(window.closes) },
    damage_report_mode: mode,
    required: { start: { missing_sides: start }, end: { missing_sides: end } },
    actual_start: rental.started_at === null ? null : iso(rental.started_at),
    vehicle_status: last?.detail ? (JSON.parse(last.detail) as VehicleStatus) : null,
    access_instructions: accessTextFor(vehicle, lang),
    operator_phone: operatorPhone(settings),
    return_station: station && { id: station.id, name: station.name, address: station.address, latitude: station.latitude, longitude: station.longitude },
    late: rental.status === 'in_progress' && rental.reservation_end_time < now,
    summary: rental.status === 'closed' && trip?.ended_by ? await buildSummary(db, rental, settings, lang) : null,
  }
}
