import type { Insertable, Kysely } from 'kysely'
import type { Database, RentalTable, UserTable } from '../../db/schema'

/** Minimal rows for domain tests: a tenant, members, a vehicle, rentals. */
export class Fixtures {
  constructor(
    private readonly db: Kysely<Database>,
    readonly now: number,
  ) {}

  async tenant(slug = 'demo'): Promise<number> {
    const row = await this.db
      .insertInto('tenants')
      .values({ slug, hosts: JSON.stringify([`${slug}.localhost`]), human_name: slug, settings: '{}', created_at: this.now })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  async user(tenantId: number, email: string, extra: Partial<Insertable<UserTable>> = {}): Promise<number> {
    const row = await this.db
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        email,
        password_hash: 'hash',
        first_name: 'First',
        last_name: 'Last',
        cell_phone: '+33612345678',
        workflow_next_step: 'driver_ok',
        validated: 1,
        tos_accepted: 1,
        roles: JSON.stringify(['driver']),
        can_access_backoffice: 0,
        created_at: this.now,
        updated_at: this.now,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  async category(tenantId: number, hourly: number, daily: number): Promise<number> {
    const row = await this.db
      .insertInto('categories')
      .values({ tenant_id: tenantId, name: 'City', aliases: '[]', hourly_rate_cents: hourly, daily_rate_cents: daily, included_distance: 100, extra_distance_cents: 20 })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  async vehicle(tenantId: number, seats = 5, categoryId: number | null = null): Promise<number> {
    const station = await this.db
      .insertInto('stations')
      .values({ tenant_id: tenantId, name: 'Gare', address: '1 rue', description: null, latitude: 45.5, longitude: -73.6, aliases: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await this.db
      .insertInto('vehicles')
      .values({
        tenant_id: tenantId,
        station_id: station.id,
        category_id: categoryId,
        make: 'Renault',
        model: 'Zoe',
        year: 2024,
        photos: '[]',
        description: null,
        doors_count: 5,
        seats_count: seats,
        fuel_type: 'electric',
        gears_type: 'automatic',
        options: '[]',
        equipments: '[]',
        payload_capacity: null,
        volume: null,
        power: null,
        license_plate: `AB-${Math.floor(Math.random() * 1e6)}`,
        internal_identifier: 'V1',
        included_distance: 100,
        geotracking_privacy_usage: 1,
        box_latitude: null,
        box_longitude: null,
        box_state_of_charge: null,
        box_charging_status: null,
        box_autonomy: null,
        box_fuel_level: null,
        access_instructions: null,
        active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  async rental(tenantId: number, vehicleId: number, driverId: number, status: string, start: number, end: number, extra: Partial<Insertable<RentalTable>> = {}): Promise<number> {
    const row = await this.db
      .insertInto('rentals')
      .values({
        tenant_id: tenantId,
        vehicle_id: vehicleId,
        driver_id: driverId,
        status,
        start_station_id: null,
        end_station_id: null,
        destination_id: null,
        reservation_start_time: start,
        reservation_end_time: end,
        estimated_distance: null,
        rental_label_id: null,
        discount_codes: '[]',
        geotracking: 0,
        carpooling: 0,
        carpooling_destination: null,
        distance: null,
        price_cents: 1500,
        prediscount_price_cents: 1500,
        currency: 'CAD',
        created_at: this.now,
        updated_at: this.now,
        ...extra,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  async passenger(tenantId: number, rentalId: number, userId: number): Promise<void> {
    await this.db.insertInto('rental_passengers').values({ tenant_id: tenantId, rental_id: rentalId, user_id: userId, created_at: this.now }).execute()
  }
}
