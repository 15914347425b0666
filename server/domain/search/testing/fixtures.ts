import type { Insertable, Kysely } from 'kysely'
import type { Database, RentalTable, UserTable, VehicleTable } from '../../../db/schema'
import type { BookingSettings } from '../booking-settings'

/** Small builders for domain tests: each inserts one row with plausible defaults and returns its id. */
export function fixtures(db: Kysely<Database>) {
  let seq = 0
  const next = () => ++seq
  return {
    async tenant(slug = `t${next()}`): Promise<number> {
      const row = await db
        .insertInto('tenants')
        .values({ slug, hosts: JSON.stringify([`${slug}.localhost`]), human_name: slug, settings: '{}', created_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async station(tenantId: number, name: string, latitude: number, longitude: number): Promise<number> {
      const row = await db
        .insertInto('stations')
        .values({ tenant_id: tenantId, name, address: `${name} address`, description: null, latitude, longitude, aliases: '[]' })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async category(tenantId: number, name: string, hourly = 1000, daily = 6000, included = 100, extra = 25): Promise<number> {
      const row = await db
        .insertInto('categories')
        .values({ tenant_id: tenantId, name, aliases: '[]', hourly_rate_cents: hourly, daily_rate_cents: daily, included_distance: included, extra_distance_cents: extra })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async vehicle(tenantId: number, over: Partial<Insertable<VehicleTable>> = {}): Promise<number> {
      const n = next()
      const row = await db
        .insertInto('vehicles')
        .values({
          tenant_id: tenantId,
          station_id: null,
          category_id: null,
          make: 'Renault',
          model: 'Zoe',
          year: 2023,
          photos: JSON.stringify([`/photos/${n}.svg`]),
          description: null,
          doors_count: 5,
          seats_count: 5,
          fuel_type: 'electric',
          gears_type: 'automatic',
          options: JSON.stringify(['gps', 'bluetooth']),
          equipments: '[]',
          license_plate: `AB-${n}`,
          internal_identifier: `V${n}`,
          included_distance: 0,
          geotracking_privacy_usage: 0,
          active: 1,
          ...over,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async user(tenantId: number, over: Partial<Insertable<UserTable>> = {}): Promise<number> {
      const n = next()
      const row = await db
        .insertInto('users')
        .values({
          tenant_id: tenantId,
          email: `user${n}@test.test`,
          password_hash: null,
          first_name: `First${n}`,
          last_name: `Last${n}`,
          workflow_next_step: 'driver_ok',
          validated: 1,
          tos_accepted: 1,
          roles: '["driver"]',
          can_access_backoffice: 0,
          created_at: 0,
          updated_at: 0,
          ...over,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async rental(tenantId: number, vehicleId: number, driverId: number, startMs: number, endMs: number, over: Partial<Insertable<RentalTable>> = {}): Promise<number> {
      const row = await db
        .insertInto('rentals')
        .values({
          tenant_id: tenantId,
          vehicle_id: vehicleId,
          driver_id: driverId,
          status: 'pending',
          reservation_start_time: startMs,
          reservation_end_time: endMs,
          discount_codes: '[]',
          geotracking: 0,
          carpooling: 0,
          currency: 'CAD',
          created_at: 0,
          updated_at: 0,
          ...over,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async card(tenantId: number, userId: number, expMonth: number, expYear: number, deleted = false): Promise<number> {
      const row = await db
        .insertInto('payment_cards')
        .values({
          tenant_id: tenantId,
          user_id: userId,
          provider: 'offline',
          provider_ref: `pm_${next()}`,
          brand: 'visa',
          country: 'CA',
          last4: '4242',
          exp_month: expMonth,
          exp_year: expYear,
          set_as_default_at: 1,
          deleted_at: deleted ? 1 : null,
          created_at: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
    async discount(
      tenantId: number,
      code: string,
      kind: 'percent' | 'fixed',
      value: number,
      over: { expires_at?: number | null; max_uses?: number | null; uses?: number } = {},
    ): Promise<number> {
      const row = await db
        .insertInto('discount_codes')
        .values({ tenant_id: tenantId, code, kind, value, expires_at: null, max_uses: null, uses: 0, ...over })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    },
  }
}

export function testSettings(over: Partial<BookingSettings> = {}, delays: Partial<BookingSettings['delays']> = {}): BookingSettings {
  return {
    search_engine: 'station',
    currency: 'CAD',
    distance_unit: 'km',
    prepare_delay: 900,
    max_active_rentals: 5,
    ...over,
    delays: {
      minimum_reservation_duration: 3600,
      maximum_reservation_duration: 7 * 24 * 3600,
      maximum_time_in_advance: 60 * 24 * 3600,
      minimum_time_before_start: 0,
      ...delays,
    },
    features: { payment_card_required: false, carpooling: true, one_way: true, discount: true, privacy_usage: true, ...over.features },
  }
}
