import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

const HOUR = 3600 * 1000

/** The demo account that browser tests delete: refused while its booking is upcoming, accepted once it is cancelled. */
export const LEAVING_DRIVER_EMAIL = 'leaving@demo.test'

/**
 * What the bookings and account screens need beyond the demo tenant's seed: an upcoming
 * carpool that driver@demo.test joined as a passenger, and a complete driver whose only rental is
 * an upcoming one they may cancel. Rentals sit a week ahead on vehicles with no other rental, out
 * of the way of the search and booking tests.
 */
export async function seedRentalsDemo(db: Kysely<Database>, now: number, passwordHash: string): Promise<void> {
  const tenant = await db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', 'demo').executeTakeFirst()
  if (!tenant) return
  const tenant_id = tenant.id
  const currency = (JSON.parse(tenant.settings) as { currency?: string }).currency ?? 'CAD'
  const hourStart = Math.floor(now / HOUR) * HOUR
  const userId = async (email: string) => (await db.selectFrom('users').select('id').where('tenant_id', '=', tenant_id).where('email', '=', email).executeTakeFirstOrThrow()).id
  const [driver, driver2] = [await userId('driver@demo.test'), await userId('driver2@demo.test')]
  const terms = await db.selectFrom('terms_versions').select('id').where('tenant_id', '=', tenant_id).where('current', '=', 1).executeTakeFirst()

  const leaving = await db
    .insertInto('users')
    .values({
      tenant_id,
      email: LEAVING_DRIVER_EMAIL,
      password_hash: passwordHash,
      first_name: 'Sam',
      last_name: 'Leblanc',
      birthday_time: '1990-04-12',
      cell_phone: '+15145550199',
      address_line1: '1200 Rue Ontario Est',
      address_postal_code: 'H2L 1R1',
      address_locality: 'Montréal',
      address_country: 'CA',
      driving_licence_number: 'L4120-120490-07',
      driving_licence_expiration_time: '2031-04-12',
      workflow_next_step: 'driver_ok',
      validated: 1,
      tos_accepted: 1,
      accepted_terms_version_id: terms?.id ?? null,
      roles: JSON.stringify(['driver']),
      can_access_backoffice: 0,
      language: 'fr',
      created_at: hourStart - 30 * 24 * HOUR,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (terms)
    await db
      .insertInto('terms_acceptances')
      .values({ tenant_id, user_id: leaving.id, version_id: terms.id, accepted_at: hourStart - 30 * 24 * HOUR })
      .execute()

  const free = await db
    .selectFrom('vehicles as v')
    .select(['v.id', 'v.station_id'])
    .where('v.tenant_id', '=', tenant_id)
    .where('v.active', '=', 1)
    .where('v.seats_count', '>=', 4)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('rentals as r').select('r.id').whereRef('r.vehicle_id', '=', 'v.id'))))
    .orderBy('v.id', 'desc')
    .limit(2)
    .execute()
  if (free.length < 2) return

  const rental = (vehicle: (typeof free)[number], driverId: number, startInHours: number, hours: number, carpool: string | null) => {
    const start = hourStart + startInHours * HOUR
    return db
      .insertInto('rentals')
      .values({
        tenant_id,
        vehicle_id: vehicle.id,
        driver_id: driverId,
        status: carpool ? 'pending' : 'prepared',
        start_station_id: vehicle.station_id,
        end_station_id: vehicle.station_id,
        destination_id: null,
        reservation_start_time: start,
        reservation_end_time: start + hours * HOUR,
        estimated_distance: carpool ? 150 : 30,
        rental_label_id: null,
        discount_codes: '[]',
        geotracking: 0,
        carpooling: carpool ? 1 : 0,
        carpooling_destination: carpool,
        distance: null,
        price_cents: null,
        prediscount_price_cents: null,
        currency,
        created_at: now - 24 * HOUR,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  }
  const carpool = await rental(free[0], driver2, 7 * 24 + 9, 4, 'Sherbrooke – centre-ville')
  await db
    .insertInto('rental_passengers')
    .values({ tenant_id, rental_id: carpool.id, user_id: driver, created_at: now - 12 * HOUR })
    .execute()
  await rental(free[1], leaving.id, 8 * 24 + 10, 3, null)
}
