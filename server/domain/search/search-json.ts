import type { VehicleSearchResponse } from '@contracts/vehicle'

// Vehicles and stations come from SearchCache, the same objects for its whole lifetime, so their
// JSON is written once rather than on every answer (a page is 15-35 KB, mostly these fragments).
const fragments = new WeakMap<object, string>()

function fragment(value: object | null): string {
  if (value === null) return 'null'
  let text = fragments.get(value)
  if (text === undefined) {
    text = JSON.stringify(value)
    fragments.set(value, text)
  }
  return text
}

/**
 * The JSON text of a search answer, equal to JSON.stringify(response) (keys in the contract's order),
 * built from the cached fragments of its vehicles and stations. Cached objects are never mutated.
 */
export function searchResponseJson(response: VehicleSearchResponse): string {
  const results = response.results.map(
    (r) =>
      `{"vehicle":${fragment(r.vehicle)},"price":${JSON.stringify(r.price)},"prediscount_price":${JSON.stringify(r.prediscount_price)},` +
      `"distance_in_meters":${JSON.stringify(r.distance_in_meters)},"station":${fragment(r.station)},"destination":${r.destination === null ? 'null' : JSON.stringify(r.destination)}}`,
  )
  return `{"total":${JSON.stringify(response.total)},"results":[${results.join(',')}]}`
}
