/**
 * The tenant pricing model (DECISIONS.md), all amounts in integer cents of the tenant currency:
 * - time: every started hour is billed at the category's hourly rate, and whole days at its daily
 *   rate; of the combinations "all hours", "whole days + remaining hours" and "one more day", the
 *   cheapest wins, so a daily rate works as a cap;
 * - distance: the rental includes the vehicle's included distance (or the category's when the
 *   vehicle has none); each started unit (km or mile, the tenant's) of the estimated distance
 *   beyond it costs the category's extra-distance fee. Without an estimate there is no fee.
 * A vehicle without a category costs nothing.
 */
export interface RateCard {
  hourly_rate_cents: number
  daily_rate_cents: number
  included_distance: number
  extra_distance_cents: number
}

export interface PriceInput {
  rates: RateCard | null
  /** The vehicle's own included distance; 0 means "use the category's". */
  vehicleIncludedDistance: number
  startMs: number
  endMs: number
  estimatedDistance: number | null
}

const HOUR_MS = 3_600_000

/** One billed quantity of the time price: so many days or hours at one rate. */
export interface TimeLine {
  kind: 'days' | 'hours'
  quantity: number
  unit_cents: number
  amount_cents: number
}

const line = (kind: TimeLine['kind'], quantity: number, unit: number): TimeLine[] => (quantity > 0 ? [{ kind, quantity, unit_cents: unit, amount_cents: quantity * unit }] : [])

/** One line's amount, as `line` bills it: nothing for a zero quantity. */
const lineCents = (quantity: number, unit: number) => (quantity > 0 ? quantity * unit : 0)

type TimePlan = 'hours' | 'days then hours' | 'one more day'

/**
 * The cheapest way to bill `hours` (at least one), from sums alone: every search prices each vehicle
 * of its page, and building the candidates' lines (with tsx's name wrapper on each closure) was a
 * tenth of a search. On a tie the earlier plan wins: fewer lines, then hours before days.
 */
function cheapestPlan(rates: RateCard, hours: number): { plan: TimePlan; cents: number } {
  const days = Math.floor(hours / 24)
  const daysThenHours = lineCents(days, rates.daily_rate_cents) + lineCents(hours - days * 24, rates.hourly_rate_cents)
  const oneMoreDay = lineCents(days + 1, rates.daily_rate_cents)
  let best: { plan: TimePlan; cents: number } = { plan: 'hours', cents: lineCents(hours, rates.hourly_rate_cents) }
  if (daysThenHours < best.cents) best = { plan: 'days then hours', cents: daysThenHours }
  if (oneMoreDay < best.cents) best = { plan: 'one more day', cents: oneMoreDay }
  return best
}

const billedHours = (durationMs: number) => Math.max(0, Math.ceil(durationMs / HOUR_MS))

/**
 * The time price as the lines a driver reads (days first): the cheapest combination wins, and on a
 * tie the one with fewer lines, then hours before days (a driver reads "3 h" rather than "1 jour").
 */
export function timeLines(rates: RateCard, durationMs: number): TimeLine[] {
  const hours = billedHours(durationMs)
  if (hours === 0) return []
  const days = Math.floor(hours / 24)
  switch (cheapestPlan(rates, hours).plan) {
    case 'hours':
      return line('hours', hours, rates.hourly_rate_cents)
    case 'days then hours':
      return [...line('days', days, rates.daily_rate_cents), ...line('hours', hours - days * 24, rates.hourly_rate_cents)]
    case 'one more day':
      return line('days', days + 1, rates.daily_rate_cents)
  }
}

/** The total of `timeLines`, without building them (rental-price.test.ts compares the two). */
export function timePriceCents(rates: RateCard, durationMs: number): number {
  const hours = billedHours(durationMs)
  return hours === 0 ? 0 : cheapestPlan(rates, hours).cents
}

export function distanceFeeCents(rates: RateCard, includedDistance: number, estimatedDistance: number | null): number {
  if (estimatedDistance === null) return 0
  const beyond = Math.ceil(estimatedDistance - includedDistance)
  return beyond > 0 ? beyond * rates.extra_distance_cents : 0
}

/** The distance a rental includes: the vehicle's own, else its category's. */
export const includedDistance = (rates: RateCard, vehicleIncludedDistance: number): number => (vehicleIncludedDistance > 0 ? vehicleIncludedDistance : rates.included_distance)

export function rentalPriceCents(input: PriceInput): number {
  if (!input.rates) return 0
  const included = includedDistance(input.rates, input.vehicleIncludedDistance)
  return timePriceCents(input.rates, input.endMs - input.startMs) + distanceFeeCents(input.rates, included, input.estimatedDistance)
}
