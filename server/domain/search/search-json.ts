import type { VehicleSearchResponse } from '@contracts/vehicle'

// Vehicles and stations come from the fleet index or SearchCache, the same objects for as long as
// their rows are unchanged, so their JSON is written and UTF-8 encoded once rather than on every
// answer (a page is 15-35 KB, mostly these fragments; encoding it again cost as much as the search).
const fragments = new WeakMap<object, Buffer>()
const NULL = Buffer.from('null')

function fragment(value: object | null): Buffer {
  if (value === null) return NULL
  let bytes = fragments.get(value)
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(value))
    fragments.set(value, bytes)
  }
  return bytes
}

const FIRST_VEHICLE = Buffer.from('{"vehicle":')
const NEXT_VEHICLE = Buffer.from(',{"vehicle":')
const END = Buffer.from(']}')

/**
 * The body of a search answer, byte for byte JSON.stringify(response) (keys in the contract's
 * order), joined from the cached fragments of its vehicles and stations. Cached objects are never
 * mutated.
 */
export function searchResponseJson(response: VehicleSearchResponse): Buffer {
  const parts: Buffer[] = [Buffer.from(`{"total":${JSON.stringify(response.total)},"results":[`)]
  response.results.forEach((r, i) => {
    parts.push(
      i === 0 ? FIRST_VEHICLE : NEXT_VEHICLE,
      fragment(r.vehicle),
      Buffer.from(
        `,"price":${JSON.stringify(r.price)},"prediscount_price":${JSON.stringify(r.prediscount_price)},"distance_in_meters":${JSON.stringify(r.distance_in_meters)},"station":`,
      ),
      fragment(r.station),
      Buffer.from(`,"destination":${JSON.stringify(r.destination)}}`),
    )
  })
  parts.push(END)
  return Buffer.concat(parts)
}
