import { findDiscountCode } from '../pricing/discount-store'
import { applyDiscount } from '../pricing/discount'
import { rentalPriceCents } from '../pricing/rental-price'
import type { Repricer } from './rental-changes'
import { parseStoredCodes } from './stored-codes'

/**
 * Prices the new times with the booking's pricing model (server/domain/pricing). The discount code
 * the booking used keeps applying; it was counted once at booking, so it is neither re-checked
 * (it may have expired since) nor counted again.
 */
export const repriceWithTenantModel: Repricer = async (trx, rental, window) => {
  const vehicle = await trx
    .selectFrom('vehicles as v')
    .leftJoin('categories as c', 'c.id', 'v.category_id')
    .select(['v.included_distance', 'c.id as category_id', 'c.hourly_rate_cents', 'c.daily_rate_cents', 'c.included_distance as category_included', 'c.extra_distance_cents'])
    .where('v.tenant_id', '=', rental.tenant_id)
    .where('v.id', '=', rental.vehicle_id)
    .executeTakeFirst()
  if (!vehicle) return null
  const rates =
    vehicle.category_id === null
      ? null
      : {
          hourly_rate_cents: vehicle.hourly_rate_cents ?? 0,
          daily_rate_cents: vehicle.daily_rate_cents ?? 0,
          included_distance: vehicle.category_included ?? 0,
          extra_distance_cents: vehicle.extra_distance_cents ?? 0,
        }
  const prediscount = rentalPriceCents({
    rates,
    vehicleIncludedDistance: vehicle.included_distance,
    startMs: window.start,
    endMs: window.end,
    estimatedDistance: rental.estimated_distance,
  })
  const codes = parseStoredCodes(rental.discount_codes)
  const code = codes[0] ? await findDiscountCode(trx, rental.tenant_id, codes[0]) : null
  return { prediscount_price_cents: prediscount, price_cents: applyDiscount(prediscount, code) }
}
