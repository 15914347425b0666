import type { Delays } from '@contracts/tenant'
import type { TestContext } from '../helpers'

export const HOUR = 3600 * 1000

/** A clock the tests move; the app reads every instant through it. */
export function testClock(start = Date.now()) {
  const clock = { now: start, read: () => clock.now }
  return clock
}

/** Rewrites the demo tenant's STORED delays (a -1 stays -1) and makes the app read them at once. */
export async function setDelays(ctx: TestContext, delays: Partial<Delays>, slug = 'demo'): Promise<void> {
  const row = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', slug).executeTakeFirstOrThrow()
  const settings = JSON.parse(row.settings) as { delays?: Partial<Delays> }
  settings.delays = { ...settings.delays, ...delays }
  await ctx.db
    .updateTable('tenants')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', row.id)
    .execute()
  ctx.app.tenants.invalidate()
}

export interface NewRental {
  driver: string
  status: string
  startInHours: number
  hours: number
  carpooling?: boolean
  passengers?: string[]
  /** A vehicle id; by default one of the demo fleet that has no rental yet. */
  vehicleId?: number
}

/** Inserts a rental of the demo tenant as the operator's back office would leave it. */
export async function insertRental(ctx: TestContext, now: number, r: NewRental): Promise<{ id: number; vehicleId: number }> {
  const tenantId = await ctx.tenantId('demo')
  const start = now + r.startInHours * HOUR
  const vehicleId = r.vehicleId ?? (await freeVehicle(ctx, tenantId, start, start + r.hours * HOUR))
  const row = await ctx.db
    .insertInto('rentals')
    .values({
      tenant_id: tenantId,
      vehicle_id: vehicleId,
      driver_id: await ctx.userId(r.driver),
      status: r.status,
      start_station_id: null,
      end_station_id: null,
      destination_id: null,
      reservation_start_time: start,
      reservation_end_time: start + r.hours * HOUR,
      estimated_distance: null,
      rental_label_id: null,
      discount_codes: '[]',
      geotracking: 0,
      carpooling: r.carpooling ? 1 : 0,
      carpooling_destination: null,
      distance: null,
      price_cents: 1000,
      prediscount_price_cents: 1000,
      currency: 'CAD',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const email of r.passengers ?? []) {
    await ctx.db
      .insertInto('rental_passengers')
      .values({ tenant_id: tenantId, rental_id: row.id, user_id: await ctx.userId(email), created_at: now })
      .execute()
  }
  return { id: row.id, vehicleId }
}

/** A vehicle with no rental at all within a day of the window, so the test owns its surroundings. */
async function freeVehicle(ctx: TestContext, tenantId: number, start: number, end: number): Promise<number> {
  const margin = 24 * HOUR
  const row = await ctx.db
    .selectFrom('vehicles as v')
    .select('v.id')
    .where('v.tenant_id', '=', tenantId)
    .where('v.category_id', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rentals as r')
            .select('r.id')
            .whereRef('r.vehicle_id', '=', 'v.id')
            .where('r.reservation_start_time', '<', end + margin)
            .where('r.reservation_end_time', '>', start - margin),
        ),
      ),
    )
    .orderBy('v.id')
    .limit(1)
    .executeTakeFirstOrThrow()
  return row.id
}

export const iso = (ms: number) => new Date(ms).toISOString()
