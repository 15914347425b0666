import type { VehicleSearchResponse } from '@contracts/vehicle'

type Money = VehicleSearchResponse['results'][number]['price']

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

/**
 * The body of a search answer, byte for byte JSON.stringify(response) (keys in the contract's
 * order): the cached fragments of its vehicles and stations are copied, and the few values of this
 * answer (prices, distance, destination) written, into one buffer sized beforehand. Cached objects
 * are never mutated.
 */
export function searchResponseJson(response: VehicleSearchResponse): Buffer {
  const pieces: (Buffer | string)[] = [`{"total":${JSON.stringify(response.total)},"results":[`]
  // Prices are integers (cents) and the destination an id: written directly, in JSON.stringify's
  // key order, rather than by JSON.stringify on two small objects per result.
  const money = (m: Money) => `{"value_cents":${JSON.stringify(m.value_cents)},"iso_code":${JSON.stringify(m.iso_code)}}`
  response.results.forEach((r, i) => {
    pieces.push(
      i === 0 ? '{"vehicle":' : ',{"vehicle":',
      fragment(r.vehicle),
      `,"price":${money(r.price)},"prediscount_price":${money(r.prediscount_price)},"distance_in_meters":${JSON.stringify(r.distance_in_meters)},"station":`,
      fragment(r.station),
      `,"destination":${JSON.stringify(r.destination)}}`,
    )
  })
  pieces.push(']}')
  let size = 0
  for (const p of pieces) size += typeof p === 'string' ? Buffer.byteLength(p) : p.length
  const out = Buffer.allocUnsafe(size)
  let at = 0
  for (const p of pieces) at += typeof p === 'string' ? out.write(p, at) : p.copy(out, at)
  return out
}
