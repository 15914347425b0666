import type { Kysely } from 'kysely'
import { changeDeadline, effectiveDelay } from '@contracts/delay-rules'
import type { Language } from '@contracts/common'
import type { PriceQuote, PriceQuoteBody } from '@contracts/price-breakdown'
import type { Database } from '../../db/schema'
import type { TenantSettings } from '../../tenants/settings'
import { notFound, badRequest } from '../../errors'
import { planTimeChange } from '../rentals/rental-rules'
import { listCards } from '../payments/cards'
import { checkRentalTimes } from '../search/time-rules'
import { resolveDiscount } from './discount-store'
import { breakdownCents, toWireBreakdown } from './price-breakdown'
import { vehiclePricing } from './vehicle-rates'

export interface QuoteContext {
  db: Kysely<Database>
  tenantId: number
  settings: TenantSettings
  /** The member asking, for their main card; null for a guest. */
  userId: number | null
  lang: Language
  nowMs: number
}

const FIELDS = { start: 'price.start_time', end: 'price.end_time' }

/**
 * POST /vehicles/{id}/price: the price of booking this vehicle for these times, line by
 * line, with the same model, discount and checks as the search and the booking, the tenant's
 * taxes, the card it will be charged to and until when it cancels free of charge.
 */
export async function priceQuote(ctx: QuoteContext, vehicleId: number, body: PriceQuoteBody['price']): Promise<PriceQuote> {
  const { settings } = ctx
  const vehicle = await vehiclePricing(ctx.db, ctx.tenantId, vehicleId)
  if (!vehicle) throw notFound()
  const startMs = Date.parse(body.start_time)
  const endMs = Date.parse(body.end_time)
  if (body.rental_id == null) checkRentalTimes(settings, startMs, endMs, ctx.nowMs, FIELDS)
  else await checkChangedTimes(ctx, vehicleId, body.rental_id, startMs, endMs)
  const discount = await resolveDiscount(ctx.db, ctx.tenantId, settings.features.discount, body.discount_codes, ctx.nowMs, 'price.discount_codes')
  const breakdown = breakdownCents({
    rates: vehicle.rates,
    vehicleIncludedDistance: vehicle.includedDistance,
    startMs,
    endMs,
    estimatedDistance: body.estimated_distance ?? null,
    discount,
    taxes: settings.taxes,
    currency: settings.currency,
    distanceUnit: settings.distance_unit,
  })
  const card = ctx.userId === null ? undefined : (await listCards(ctx.db, { tenantId: ctx.tenantId, userId: ctx.userId }))[0]
  return {
    ...toWireBreakdown(breakdown, ctx.lang),
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    free_cancellation_until: freeCancellationUntil(settings, startMs),
  }
}

/**
 * The price of a change to the member's own booking: the times are judged as the change itself
 * would be (only the bounds it moves; the booking's current times always price). Anyone else's
 * booking, or a guest's ask, is no booking: 404.
 */
async function checkChangedTimes(ctx: QuoteContext, vehicleId: number, rentalId: number, startMs: number, endMs: number): Promise<void> {
  if (ctx.userId === null) throw notFound()
  const rental = await ctx.db
    .selectFrom('rentals')
    .select(['status', 'driver_id', 'vehicle_id', 'reservation_start_time', 'reservation_end_time'])
    .where('tenant_id', '=', ctx.tenantId)
    .where('id', '=', rentalId)
    .where('driver_id', '=', ctx.userId)
    .executeTakeFirst()
  if (!rental) throw notFound()
  if (rental.vehicle_id !== vehicleId) throw badRequest('WRONG_PARAMETER', 'price.rental_id')
  if (endMs <= startMs) throw badRequest('START_DATE_AFTER_END_DATE', FIELDS.end)
  planTimeChange(rental, ctx.userId, { start: startMs, end: endMs }, ctx.settings, ctx.nowMs)
}

/**
 * Until when the booking cancels free of charge: a cancellation is refused from the tenant's
 * deadline on (contracts/delay-rules.ts), and never costs anything before it. No delay: until the
 * start; a tenant refusing every cancellation: null.
 */
export function freeCancellationUntil(settings: Pick<TenantSettings, 'delays'>, startMs: number): string | null {
  const stored = settings.delays.cancellation_minimal_delay
  if (effectiveDelay('cancellation_minimal_delay', stored) < 0) return null
  return new Date(changeDeadline('cancellation_minimal_delay', stored, startMs) ?? startMs).toISOString()
}
