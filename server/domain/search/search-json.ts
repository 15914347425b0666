import type { VehicleSearchResponse } from '@contracts/vehicle'
import { commit, reserve } from './answer-slab'

type Result = VehicleSearchResponse['results'][number]

// A page is 15-45 KB, almost all of it the JSON of vehicles and stations, which are the same
// objects for as long as their rows are unchanged (fleet index, SearchCache). So each result is
// copied from a few UTF-8 pieces made once per object, and only its numbers are written:
//   <vehicle head>{value_cents}<currency middle>{value_cents}<currency tail>{distance}<station piece>{destination}}
// Writing every piece through Buffer#write/#copy cost 80 µs a page in native-call overhead
// (four times the search itself); Uint8Array#set and digits written by hand cost a few.
// Each object's piece is kept on the object itself, under a symbol, not enumerable: JSON.stringify
// and spreads never see it. A WeakMap look-up per vehicle and station was a quarter of this writer's
// time in the server (its 10,000-entry table misses the CPU caches; 3.6 % of a search's CPU, perf).
const PIECE = Symbol('search answer JSON piece')
const currencyPieces = new Map<string, CurrencyPieces>()

const utf8 = (text: string) => Buffer.from(text, 'utf8')
const NULL_STATION = utf8(',"station":null,"destination":')
const NULL = utf8('null')
const DESTINATION_ID = utf8('{"id":')
const CLOSE = 0x7d // }
const COMMA = 0x2c // ,

type Pieced = object & { [PIECE]?: Buffer }

function cached(object: Pieced, make: () => string): Buffer {
  const known = object[PIECE]
  if (known !== undefined) return known
  const bytes = utf8(make())
  Object.defineProperty(object, PIECE, { value: bytes, enumerable: false, writable: false, configurable: false })
  return bytes
}

const vehicleHead = (r: Result) => cached(r.vehicle, () => `{"vehicle":${JSON.stringify(r.vehicle)},"price":{"value_cents":`)
const stationPiece = (r: Result) => (r.station === null ? NULL_STATION : cached(r.station, () => `,"station":${JSON.stringify(r.station)},"destination":`))

interface CurrencyPieces {
  price: string
  prediscount: string
  /** From the price's iso_code to the pre-discount value. */
  middle: Buffer
  /** From the pre-discount iso_code to the distance. */
  tail: Buffer
}

// Both prices of a result share a currency (the tenant's); a pair that ever differs gets its own pieces.
function currency(r: Result, last: CurrencyPieces | null): CurrencyPieces {
  const price = r.price.iso_code
  const prediscount = r.prediscount_price.iso_code
  if (last !== null && last.price === price && last.prediscount === prediscount) return last
  const key = `${price}\u0000${prediscount}`
  let pieces = currencyPieces.get(key)
  if (pieces === undefined) {
    pieces = {
      price,
      prediscount,
      middle: utf8(`,"iso_code":${JSON.stringify(price)}},"prediscount_price":{"value_cents":`),
      tail: utf8(`,"iso_code":${JSON.stringify(prediscount)}},"distance_in_meters":`),
    }
    currencyPieces.set(key, pieces)
  }
  return pieces
}

/** How many bytes JSON.stringify writes for this number (or null), at most: a safe integer has at most 16 digits. */
function numberWidth(n: number | null): number {
  if (n === null) return 4
  if (Number.isSafeInteger(n) && n >= 0) return 16
  return Buffer.byteLength(JSON.stringify(n))
}

/** Writes JSON.stringify(n) at `at`; returns the next position. Non-negative integers digit by digit. */
function writeNumber(out: Buffer, at: number, n: number | null): number {
  if (n === null) {
    out.set(NULL, at)
    return at + 4
  }
  if (!Number.isSafeInteger(n) || n < 0) return at + out.write(JSON.stringify(n), at, 'latin1')
  let end = at
  for (let rest = n; rest >= 10; rest = Math.floor(rest / 10)) end++
  for (let i = end, rest = n; i >= at; i--, rest = Math.floor(rest / 10)) out[i] = 0x30 + (rest % 10)
  return end + 1
}

function put(out: Buffer, at: number, piece: Buffer): number {
  out.set(piece, at)
  return at + piece.length
}

/**
 * The body of a search answer, byte for byte JSON.stringify(response) (keys in the contract's
 * order), in one buffer carved from a shared slab (answer-slab.ts). Cached objects are never
 * mutated (their piece is made once, from the object as it is then), so their pieces stay true.
 */
export function searchResponseJson(response: VehicleSearchResponse): Buffer {
  const head = utf8(`{"total":${JSON.stringify(response.total)},"results":[`)
  const results = response.results
  const heads: Buffer[] = new Array(results.length)
  const stations: Buffer[] = new Array(results.length)
  const currencies: CurrencyPieces[] = new Array(results.length)
  // An upper bound of the size: the pieces, and each number as wide as it can be written.
  let size = head.length + 2
  let last: CurrencyPieces | null = null
  for (let i = 0; i < results.length; i++) {
    const r = results[i]
    heads[i] = vehicleHead(r)
    stations[i] = stationPiece(r)
    last = currencies[i] = currency(r, last)
    size += 2 + heads[i].length + last.middle.length + last.tail.length + stations[i].length
    size += numberWidth(r.price.value_cents) + numberWidth(r.prediscount_price.value_cents) + numberWidth(r.distance_in_meters)
    size += r.destination === null ? 4 : DESTINATION_ID.length + numberWidth(r.destination.id) + 1
  }
  const out = reserve(size)
  let at = put(out, 0, head)
  for (let i = 0; i < results.length; i++) {
    const r = results[i]
    if (i > 0) out[at++] = COMMA
    at = put(out, at, heads[i])
    at = writeNumber(out, at, r.price.value_cents)
    at = put(out, at, currencies[i].middle)
    at = writeNumber(out, at, r.prediscount_price.value_cents)
    at = put(out, at, currencies[i].tail)
    at = writeNumber(out, at, r.distance_in_meters)
    at = put(out, at, stations[i])
    if (r.destination === null) {
      at = put(out, at, NULL)
    } else {
      at = put(out, at, DESTINATION_ID)
      at = writeNumber(out, at, r.destination.id)
      out[at++] = CLOSE
    }
    out[at++] = CLOSE
  }
  out[at++] = 0x5d // ]
  out[at++] = CLOSE
  return commit(out, at)
}
