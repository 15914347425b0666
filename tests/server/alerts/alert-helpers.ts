import type { TestContext } from '../helpers'
import { newVehicle } from '../search/search-helpers'

/**
 * A new station of the demo tenant holding one vehicle, so that a test owns the only vehicle of
 * its category there. Answers the station, the vehicle and its category.
 */
export async function lonelyStation(ctx: TestContext): Promise<{ station: number; vehicle: number; category: number }> {
  const tenantId = await ctx.tenantId('demo')
  const n = Math.random().toString(36).slice(2, 8)
  const station = await ctx.db
    .insertInto('stations')
    .values({ tenant_id: tenantId, name: `Station ${n}`, address: `${n} rue Test, Montréal`, description: null, latitude: 45.51, longitude: -73.57, aliases: '[]' })
    .returning('id')
    .executeTakeFirstOrThrow()
  const vehicle = await newVehicle(ctx, station.id)
  const row = await ctx.db.selectFrom('vehicles').select('category_id').where('id', '=', vehicle).executeTakeFirstOrThrow()
  return { station: station.id, vehicle, category: row.category_id! }
}

export const outboxTo = (ctx: TestContext, recipient: string) =>
  ctx.db.selectFrom('outbox').select(['channel', 'subject', 'body']).where('recipient', '=', recipient).orderBy('id').execute()
