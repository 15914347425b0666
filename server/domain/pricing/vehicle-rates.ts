import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { RateCard } from './rental-price'

export interface VehiclePricing {
  /** Null for a vehicle without a category: it costs nothing. */
  rates: RateCard | null
  includedDistance: number
}

/** A vehicle's rates (its category's) and own included distance; null when the tenant has no such vehicle. */
export async function vehiclePricing(db: Kysely<Database>, tenantId: number, vehicleId: number): Promise<VehiclePricing | null> {
  const v = await db
    .selectFrom('vehicles as v')
    .leftJoin('categories as c', (j) => j.onRef('c.id', '=', 'v.category_id').onRef('c.tenant_id', '=', 'v.tenant_id'))
    .select(['v.included_distance', 'c.id as category_id', 'c.hourly_rate_cents', 'c.daily_rate_cents', 'c.included_distance as category_included', 'c.extra_distance_cents'])
    .where('v.tenant_id', '=', tenantId)
    .where('v.id', '=', vehicleId)
    .executeTakeFirst()
  if (!v) return null
  const rates =
    v.category_id === null
      ? null
      : {
          hourly_rate_cents: v.hourly_rate_cents ?? 0,
          daily_rate_cents: v.daily_rate_cents ?? 0,
          included_distance: v.category_included ?? 0,
          extra_distance_cents: v.extra_distance_cents ?? 0,
        }
  return { rates, includedDistance: v.included_distance }
}
