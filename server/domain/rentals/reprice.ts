import { findDiscountCode } from '../pricing/discount-store'
import type { Kysely } from 'kysely'
import type { Database, RentalRow } from '../../db/schema'
import { applyDiscount, type DiscountCode } from '../pricing/discount'
import { vehiclePricing } from '../pricing/vehicle-rates'
import { rentalPriceCents } from '../pricing/rental-price'
import type { Repricer } from './rental-changes'
import { parseStoredCodes } from './stored-codes'

/**
 * Prices the new times with the booking's pricing model (server/domain/pricing). The discount code
 * the booking used keeps applying; it was counted once at booking, so it is neither re-checked
 * (it may have expired since) nor counted again.
 */
export const repriceWithTenantModel: Repricer = async (trx, rental, window) => {
  const vehicle = await vehiclePricing(trx, rental.tenant_id, rental.vehicle_id)
  if (!vehicle) return null
  const prediscount = rentalPriceCents({
    rates: vehicle.rates,
    vehicleIncludedDistance: vehicle.includedDistance,
    startMs: window.start,
    endMs: window.end,
    estimatedDistance: rental.estimated_distance,
  })
  const code = await bookedDiscount(trx, rental)
  return { prediscount_price_cents: prediscount, price_cents: applyDiscount(prediscount, code) }
}

/** The discount code the booking used, as the tenant keeps it (null without one, or once deleted). */
export async function bookedDiscount(db: Kysely<Database>, rental: Pick<RentalRow, 'tenant_id' | 'discount_codes'>): Promise<DiscountCode | null> {
  const codes = parseStoredCodes(rental.discount_codes)
  return codes[0] ? findDiscountCode(db, rental.tenant_id, codes[0]) : null
}
