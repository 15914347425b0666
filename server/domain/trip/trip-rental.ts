import type { Kysely } from 'kysely'
import type { Database, RentalRow } from '../../db/schema'
import { notFound } from '../../errors'

/**
 * A rental as its driver's trip call reads it. Anyone else, a passenger of its carpool included,
 * gets the answer of no such rental (404), so an id tells nothing about another member's trip.
 */
export async function loadDriverRental(db: Kysely<Database>, tenantId: number, userId: number, rentalId: number): Promise<RentalRow> {
  const row = await db.selectFrom('rentals').selectAll().where('tenant_id', '=', tenantId).where('id', '=', rentalId).where('driver_id', '=', userId).executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** The vehicle of a rental as the access adapter and the trip's answers need it. */
export async function loadTripVehicle(db: Kysely<Database>, rental: Pick<RentalRow, 'tenant_id' | 'vehicle_id'>) {
  return db
    .selectFrom('vehicles')
    .select(['id', 'tenant_id', 'internal_identifier', 'station_id', 'access_instructions', 'access_instructions_translations', 'fuel_type'])
    .where('tenant_id', '=', rental.tenant_id)
    .where('id', '=', rental.vehicle_id)
    .executeTakeFirstOrThrow()
}
export type TripVehicle = Awaited<ReturnType<typeof loadTripVehicle>>

export const accessVehicle = (v: TripVehicle) => ({ id: v.id, tenantId: v.tenant_id, reference: v.internal_identifier })

/** The return station: the rental's end station, else its start station, else the vehicle's own. */
export async function returnStation(db: Kysely<Database>, rental: Pick<RentalRow, 'tenant_id' | 'end_station_id' | 'start_station_id'>, vehicle: Pick<TripVehicle, 'station_id'>) {
  const id = rental.end_station_id ?? rental.start_station_id ?? vehicle.station_id
  if (id === null) return null
  return (
    (await db
      .selectFrom('stations')
      .select(['id', 'name', 'address', 'latitude', 'longitude'])
      .where('tenant_id', '=', rental.tenant_id)
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  )
}
