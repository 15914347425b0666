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

export function timePriceCents(rates: RateCard, durationMs: number): number {
  const hours = Math.max(0, Math.ceil(durationMs / HOUR_MS))
  const days = Math.floor(hours / 24)
  const allHours = hours * rates.hourly_rate_cents
  const daysThenHours = days * rates.daily_rate_cents + (hours - days * 24) * rates.hourly_rate_cents
  const oneMoreDay = (days + 1) * rates.daily_rate_cents
  return Math.min(allHours, daysThenHours, oneMoreDay)
}

export function distanceFeeCents(rates: RateCard, includedDistance: number, estimatedDistance: number | null): number {
  if (estimatedDistance === null) return 0
  const beyond = Math.ceil(estimatedDistance - includedDistance)
  return beyond > 0 ? beyond * rates.extra_distance_cents : 0
}

export function rentalPriceCents(input: PriceInput): number {
  if (!input.rates) return 0
  const included = input.vehicleIncludedDistance > 0 ? input.vehicleIncludedDistance : input.rates.included_distance
  return timePriceCents(input.rates, input.endMs - input.startMs) + distanceFeeCents(input.rates, included, input.estimatedDistance)
}
