import { issueToken } from '../../../server/auth/tokens'
import type { TestContext } from '../helpers'

export const HOUR = 3_600_000

/** A start on a whole hour `hoursAhead` from now, and an end `hours` later, as ISO instants. */
export function window(hoursAhead: number, hours: number): { start_time: string; end_time: string } {
  const start = Math.ceil(Date.now() / HOUR) * HOUR + hoursAhead * HOUR
  return { start_time: new Date(start).toISOString(), end_time: new Date(start + hours * HOUR).toISOString() }
}

export const rentalWindow = (hoursAhead: number, hours: number) => {
  const w = window(hoursAhead, hours)
  return { reservation_start_time: w.start_time, reservation_end_time: w.end_time }
}

export async function stationId(ctx: TestContext, name: string, slug = 'demo'): Promise<number> {
  const tenantId = await ctx.tenantId(slug)
  return (await ctx.db.selectFrom('stations').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirstOrThrow()).id
}

/**
 * A new member of a tenant signed in at once: a token is issued directly (the password grant is
 * covered by the auth tests and hashing 50 passwords would only slow these down).
 */
export async function newMember(
  ctx: TestContext,
  over: { step?: string; slug?: string; withCard?: boolean; first_name?: string } = {},
): Promise<{ id: number; token: string; email: string }> {
  const tenantId = await ctx.tenantId(over.slug ?? 'demo')
  const now = Date.now()
  const email = `member-${Math.random().toString(36).slice(2)}@search.test`
  const user = await ctx.db
    .insertInto('users')
    .values({
      tenant_id: tenantId,
      email,
      first_name: over.first_name ?? 'Test',
      last_name: 'Member',
      workflow_next_step: over.step ?? 'driver_ok',
      validated: 1,
      tos_accepted: 1,
      roles: '["driver"]',
      can_access_backoffice: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (over.withCard !== false) {
    await ctx.db
      .insertInto('payment_cards')
      .values({
        tenant_id: tenantId,
        user_id: user.id,
        provider: 'offline',
        provider_ref: `pm_${user.id}`,
        brand: 'visa',
        country: 'CA',
        last4: '4242',
        exp_month: 12,
        exp_year: 2040,
        set_as_default_at: now,
        deleted_at: null,
        created_at: now,
      })
      .execute()
  }
  const { token } = await issueToken(ctx.db, { tenantId, userId: user.id, clientId: 'frontoffice-web', now })
  return { id: user.id, token, email }
}

/** A vehicle of the station with no rental at all, so a test owns its calendar. */
export async function idleVehicle(ctx: TestContext, station: number, slug = 'demo'): Promise<number> {
  const tenantId = await ctx.tenantId(slug)
  const row = await ctx.db
    .selectFrom('vehicles as v')
    .select('v.id')
    .where('v.tenant_id', '=', tenantId)
    .where('v.station_id', '=', station)
    .where('v.active', '=', 1)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('rentals as r').select('r.id').whereRef('r.vehicle_id', '=', 'v.id'))))
    .orderBy('v.id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A new vehicle of the station, copied from one of the tenant's (same category and rates). */
export async function newVehicle(ctx: TestContext, station: number, slug = 'demo', over: { seats_count?: number } = {}): Promise<number> {
  const tenantId = await ctx.tenantId(slug)
  const model = await ctx.db.selectFrom('vehicles').selectAll().where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()
  const { id: _id, ...copy } = model
  const n = Math.random().toString(36).slice(2, 8).toUpperCase()
  const row = await ctx.db
    .insertInto('vehicles')
    .values({ ...copy, station_id: station, license_plate: `T-${n}`, internal_identifier: `TEST-${n}`, ...over })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * The trip details the demo tenant requires of every booking (labels and the destination field
 * are on there; contracts/booking-fields.ts): its first rental label and a destination with its label.
 */
export async function demoTripFields(ctx: TestContext): Promise<{ rental_label_id: number; destination: { label: string; formatted_address: string } }> {
  const tenantId = await ctx.tenantId('demo')
  const label = await ctx.db.selectFrom('rental_labels').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()
  return { rental_label_id: label.id, destination: { label: 'Travail', formatted_address: 'Montréal, QC' } }
}
