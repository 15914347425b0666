import { z } from 'zod'
import { DistanceUnitSchema, EstimatedDistanceSchema, IdSchema, InstantSchema, MoneySchema } from './common'

/**
 * What a price is made of (DECISIONS.md), computed by the server with the tenant's
 * pricing model: the review, the chat's review card and the receipts all render these lines.
 * `price` is the spec's price of the same booking (after the discount, before taxes);
 * `total` adds the taxes and is what the card is charged.
 */
export const PriceLineSchema = z.object({
  /** days and hours at their rates; the distance the rental includes (free); the distance beyond, per unit. */
  kind: z.enum(['days', 'hours', 'included_distance', 'extra_distance']),
  /** Days, hours, or distance in the tenant's unit. */
  quantity: z.number().nonnegative(),
  /** Null for the included distance. */
  unit_price: MoneySchema.nullable(),
  amount: MoneySchema,
})
export type PriceLine = z.infer<typeof PriceLineSchema>

export const TaxLineSchema = z.object({
  /** In the request's language. */
  name: z.string(),
  rate_percent: z.number().nonnegative(),
  amount: MoneySchema,
})
export type TaxLine = z.infer<typeof TaxLineSchema>

export const PriceBreakdownSchema = z.object({
  lines: z.array(PriceLineSchema),
  prediscount_price: MoneySchema,
  discount: z.object({ code: z.string(), amount: MoneySchema }).nullable(),
  price: MoneySchema,
  taxes: z.array(TaxLineSchema),
  total: MoneySchema,
  distance_unit: DistanceUnitSchema,
})
export type PriceBreakdown = z.infer<typeof PriceBreakdownSchema>

/** The card a booking will be charged to, as drivers recognise it. */
export const ChargedCardSchema = z.object({ brand: z.string(), last4: z.string() })
export type ChargedCard = z.infer<typeof ChargedCardSchema>

/**
 * POST /vehicles/{id}/price: the breakdown of a booking about to be made, with the member's main
 * card (null for a guest or without one) and the instant until which it cancels free of charge
 * (null when the tenant refuses every cancellation).
 */
export const PriceQuoteSchema = PriceBreakdownSchema.extend({
  card: ChargedCardSchema.nullable(),
  free_cancellation_until: InstantSchema.nullable(),
})
export type PriceQuote = z.infer<typeof PriceQuoteSchema>
export const PriceQuoteResponseSchema = z.object({ price_quote: PriceQuoteSchema })

export const PriceQuoteBodySchema = z.object({
  price: z.object({
    start_time: InstantSchema,
    end_time: InstantSchema,
    estimated_distance: EstimatedDistanceSchema.nullish(),
    discount_codes: z.array(z.string().max(100)).max(5).nullish(),
    /**
     * The member's own booking of this vehicle whose change is priced: its times are then checked as
     * the change would be (a kept start may be past or within the lead time), not as a new booking's.
     */
    rental_id: IdSchema.nullish(),
  }),
})
export type PriceQuoteBody = z.infer<typeof PriceQuoteBodySchema>
