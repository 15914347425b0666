import type { DistanceUnit, Language, Money } from '@contracts/common'
import type { PriceBreakdown, PriceLine } from '@contracts/price-breakdown'
import type { TaxRate } from '@contracts/tenant-defaults'
import { applyDiscount, type DiscountCode } from './discount'
import { distanceFeeCents, includedDistance, timeLines, type PriceInput } from './rental-price'

/**
 * A price as its lines, in cents and without language (what an invoice keeps: the receipt shows
 * the taxes and rates of the day it was charged, whatever the tenant sets later).
 */
export interface BreakdownCents {
  currency: string
  distance_unit: DistanceUnit
  lines: { kind: PriceLine['kind']; quantity: number; unit_cents: number | null; amount_cents: number }[]
  prediscount_cents: number
  discount: { code: string; amount_cents: number } | null
  price_cents: number
  taxes: { name: TaxRate['name']; rate_percent: number; amount_cents: number }[]
  total_cents: number
}

/**
 * The tenant's taxes on a price (after discount), each rounded to the cent on its own, and the total
 * they make with it: what a quote shows and what an invoice charges, written once.
 */
export function taxesOn(priceCents: number, rates: readonly TaxRate[]): Pick<BreakdownCents, 'taxes' | 'total_cents'> {
  const taxes = rates.map((t) => ({ name: t.name, rate_percent: t.rate_percent, amount_cents: Math.round((priceCents * t.rate_percent) / 100) }))
  return { taxes, total_cents: priceCents + taxes.reduce((sum, t) => sum + t.amount_cents, 0) }
}

export interface BreakdownInput extends PriceInput {
  discount: Pick<DiscountCode, 'code' | 'kind' | 'value'> | null
  taxes: readonly TaxRate[]
  currency: string
  distanceUnit: DistanceUnit
}

/**
 * The tenant's pricing model (rental-price.ts) line by line: its lines add up to the price before
 * the discount, `price_cents` is the spec's price (rentalPriceCents then applyDiscount), and each
 * tax is taken on that price, rounded to the cent.
 */
export function breakdownCents(input: BreakdownInput): BreakdownCents {
  const lines: BreakdownCents['lines'] = []
  if (input.rates) {
    for (const l of timeLines(input.rates, input.endMs - input.startMs)) lines.push({ kind: l.kind, quantity: l.quantity, unit_cents: l.unit_cents, amount_cents: l.amount_cents })
    const included = includedDistance(input.rates, input.vehicleIncludedDistance)
    const beyond = input.estimatedDistance === null ? 0 : Math.max(0, Math.ceil(input.estimatedDistance - included))
    lines.push({ kind: 'included_distance', quantity: included, unit_cents: null, amount_cents: 0 })
    lines.push({
      kind: 'extra_distance',
      quantity: beyond,
      unit_cents: input.rates.extra_distance_cents,
      amount_cents: distanceFeeCents(input.rates, included, input.estimatedDistance),
    })
  }
  const prediscount = lines.reduce((sum, l) => sum + l.amount_cents, 0)
  const price = applyDiscount(prediscount, input.discount)
  return {
    currency: input.currency,
    distance_unit: input.distanceUnit,
    lines,
    prediscount_cents: prediscount,
    discount: input.discount && prediscount > price ? { code: input.discount.code, amount_cents: prediscount - price } : null,
    price_cents: price,
    ...taxesOn(price, input.taxes),
  }
}

/** The wire form (contracts/price-breakdown.ts), tax names in the reader's language. */
export function toWireBreakdown(b: BreakdownCents, lang: Language): PriceBreakdown {
  const money = (value_cents: number): Money => ({ value_cents, iso_code: b.currency })
  return {
    lines: b.lines.map((l) => ({ kind: l.kind, quantity: l.quantity, unit_price: l.unit_cents === null ? null : money(l.unit_cents), amount: money(l.amount_cents) })),
    prediscount_price: money(b.prediscount_cents),
    discount: b.discount && { code: b.discount.code, amount: money(b.discount.amount_cents) },
    price: money(b.price_cents),
    taxes: b.taxes.map((t) => ({ name: t.name[lang], rate_percent: t.rate_percent, amount: money(t.amount_cents) })),
    total: money(b.total_cents),
    distance_unit: b.distance_unit,
  }
}
