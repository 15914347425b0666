import type { VehicleSearchResult } from '@contracts/vehicle'

/**
 * The vehicles in the order the driver asked for: "the cheapest" lists them by price, lowest
 * first (rule 6 of ../shared/dialogues/CONTRACT.md); otherwise in the API's order. Ties keep it.
 */
export function orderResults(results: readonly VehicleSearchResult[], sort: 'price' | null): VehicleSearchResult[] {
  if (sort !== 'price') return [...results]
  return results
    .map((r, i) => ({ r, i }))
    .sort((a, b) => a.r.price.value_cents - b.r.price.value_cents || a.i - b.i)
    .map(({ r }) => r)
}
