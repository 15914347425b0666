import type { Station } from '@contracts/reference'
import type { Vehicle } from '@contracts/vehicle'
import { commit, reserve } from './answer-slab'
import { stationOf, type PageRow, type SearchPage } from './search-page'

// A page is 15-45 KB, almost all of it the JSON of vehicles and stations, which are the same
// objects for as long as their rows are unchanged (fleet index, SearchCache). So each result is
// copied from a few UTF-8 pieces made once per object, and only its numbers are written:
//   <vehicle head>{value_cents}<currency middle>{value_cents}<currency tail>{distance}<station piece>{destination}}
// Writing every piece through Buffer#write/#copy cost 80 µs a page in native-call overhead
// (four times the search itself); Uint8Array#set and digits written by hand cost a few.
// A fleet vehicle keeps its piece on its fleet entry (answerHead), which the search has just read;
// wire objects (a vehicle read by SQL, a station) keep theirs under a symbol, not enumerable:
// JSON.stringify and spreads never see it. A WeakMap look-up per vehicle and station was a quarter
// of this writer's time in the server (its 10,000-entry table misses the CPU caches, perf).
const PIECE = Symbol('search answer JSON piece')
const currencyPieces = new Map<string, CurrencyPieces>()

const utf8 = (text: string) => Buffer.from(text, 'utf8')
const NULL_STATION = utf8(',"station":null,"destination":')
const NULL = utf8('null')
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

const vehiclePiece = (vehicle: Vehicle) => cached(vehicle, () => `{"vehicle":${JSON.stringify(vehicle)},"price":{"value_cents":`)
const stationPiece = (station: Station | null) => (station === null ? NULL_STATION : cached(station, () => `,"station":${JSON.stringify(station)},"destination":`))

function headOf(row: PageRow): Buffer {
  return (row.answerHead ??= vehiclePiece(row.vehicle))
}

interface CurrencyPieces {
  /** From the price's iso_code to the pre-discount value. */
  middle: Buffer
  /** From the pre-discount iso_code to the distance. */
  tail: Buffer
}

function currencyOf(isoCode: string): CurrencyPieces {
  let pieces = currencyPieces.get(isoCode)
  if (pieces === undefined) {
    pieces = {
      middle: utf8(`,"iso_code":${JSON.stringify(isoCode)}},"prediscount_price":{"value_cents":`),
      tail: utf8(`,"iso_code":${JSON.stringify(isoCode)}},"distance_in_meters":`),
    }
    currencyPieces.set(isoCode, pieces)
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
 * The body of a search answer, byte for byte JSON.stringify(toSearchResponse(page)) (keys in the
 * contract's order), in one buffer carved from a shared slab (answer-slab.ts). Cached objects are
 * never mutated (their piece is made once, from the object as it is then), so their pieces stay true.
 */
export function searchPageJson(page: SearchPage): Buffer {
  const head = utf8(`{"total":${JSON.stringify(page.total)},"results":[`)
  const { rows, priceCents, prediscountCents, distanceM } = page
  const { middle, tail } = currencyOf(page.currency)
  // The destination is the same for every result: its bytes once.
  const destination = page.destination === null ? NULL : utf8(JSON.stringify(page.destination))
  const heads: Buffer[] = new Array(rows.length)
  const stations: Buffer[] = new Array(rows.length)
  // An upper bound of the size: the pieces, and each number as wide as it can be written.
  let size = head.length + 2
  const perResult = 2 + middle.length + tail.length + destination.length
  let lastStationId: number | null | undefined
  let lastStation: Buffer = NULL_STATION
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]
    heads[i] = headOf(row)
    // A station search's rows share their station: one look-up for the run.
    if (row.stationId !== lastStationId) {
      lastStationId = row.stationId
      lastStation = stationPiece(stationOf(page, row))
    }
    stations[i] = lastStation
    size += perResult + heads[i].length + lastStation.length
    size += numberWidth(priceCents[i]) + numberWidth(prediscountCents[i]) + numberWidth(distanceM === null ? null : distanceM[i])
  }
  const out = reserve(size)
  let at = put(out, 0, head)
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) out[at++] = COMMA
    at = put(out, at, heads[i])
    at = writeNumber(out, at, priceCents[i])
    at = put(out, at, middle)
    at = writeNumber(out, at, prediscountCents[i])
    at = put(out, at, tail)
    at = writeNumber(out, at, distanceM === null ? null : distanceM[i])
    at = put(out, at, stations[i])
    at = put(out, at, destination)
    out[at++] = CLOSE
  }
  out[at++] = 0x5d // ]
  out[at++] = CLOSE
  return commit(out, at)
}
