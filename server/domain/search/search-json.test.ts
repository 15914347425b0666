import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Station } from '@contracts/reference'
import type { Vehicle } from '@contracts/vehicle'
import { searchPageJson } from './search-json'
import { toSearchResponse, type PageRow, type SearchPage } from './search-page'

// Numbers as the answer may hold them: the usual cents and metres, and what a bug upstream could
// make of them (negative, fractional, huge, not finite), each of which JSON.stringify writes its way.
const number = fc.oneof(
  fc.nat({ max: 10_000_000 }),
  fc.constantFrom(0, 9, 10, 99, 100, 999_999, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1),
  fc.integer({ min: -1_000_000, max: -1 }),
  fc.double(),
  fc.maxSafeNat(),
)
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('Gare Centrale — Montréal', 'Quai "4"\\n', '東京'))
const currency = fc.constantFrom('CAD', 'EUR', 'USD', 'Ré"al')

// The pieces are cached per object (a fleet entry, a wire vehicle, a station): a pool of rows and
// stations reused across results and answers checks that a cached piece is only ever its own object's.
const vehicle = fc.record({ id: fc.nat(), make: text, model: text, options: fc.array(text, { maxLength: 3 }), box_latitude: fc.option(fc.double({ noNaN: true })) })
const station = fc.record({ id: fc.nat({ max: 20 }), name: text, address: text, latitude: fc.double({ noNaN: true }), longitude: fc.double({ noNaN: true }) })
// A row's station id may be none, one of the page's stations, or one the page does not know.
const row = fc.record({ vehicle, stationId: fc.option(fc.nat({ max: 25 })), categoryId: fc.constant(null), includedDistance: fc.constant(0), answerHead: fc.constant(null) })

const pages = fc.record({ rows: fc.array(row, { minLength: 1, maxLength: 6 }), stations: fc.array(station, { maxLength: 8 }) }).chain(({ rows, stations }) =>
  fc.array(fc.constantFrom(...rows), { maxLength: 60 }).chain((picked) =>
    fc.record({
      total: fc.nat(),
      rows: fc.constant(picked),
      priceCents: fc.array(number, { minLength: picked.length, maxLength: picked.length }),
      prediscountCents: fc.array(number, { minLength: picked.length, maxLength: picked.length }),
      currency,
      distanceM: fc.option(fc.array(fc.option(number), { minLength: picked.length, maxLength: picked.length })),
      stations: fc.constant(new Map(stations.map((s) => [s.id, s]))),
      destination: fc.option(fc.record({ id: number })),
    }),
  ),
) as unknown as fc.Arbitrary<SearchPage>

const written = (page: SearchPage) => searchPageJson(page).toString('utf8')

describe('searchPageJson', () => {
  it("writes exactly what JSON.stringify writes of the page as the wire's objects, for any page", () => {
    fc.assert(
      fc.property(fc.array(pages, { minLength: 1, maxLength: 3 }), (answers) => {
        for (const page of answers) expect(written(page)).toBe(JSON.stringify(toSearchResponse(page)))
      }),
      { numRuns: 300 },
    )
  })

  it('writes an empty page and a result without station, distance or destination', () => {
    const empty: SearchPage = { total: 0, rows: [], priceCents: [], prediscountCents: [], currency: 'CAD', distanceM: null, stations: new Map(), destination: null }
    expect(written(empty)).toBe('{"total":0,"results":[]}')
    const bare: PageRow = { vehicle: { id: 1 } as unknown as Vehicle, stationId: null, categoryId: null, includedDistance: 0, answerHead: null }
    expect(written({ ...empty, total: 1, rows: [bare], priceCents: [0], prediscountCents: [1050] })).toBe(
      '{"total":1,"results":[{"vehicle":{"id":1},"price":{"value_cents":0,"iso_code":"CAD"},"prediscount_price":{"value_cents":1050,"iso_code":"CAD"},"distance_in_meters":null,"station":null,"destination":null}]}',
    )
  })

  it("keeps a row's piece on the row, and writes the row's own vehicle when the same wire object is in another row", () => {
    const station = { id: 3, name: 'Gare' } as unknown as Station
    const wire = { id: 7, make: 'Renault' } as unknown as Vehicle
    const a: PageRow = { vehicle: wire, stationId: 3, categoryId: null, includedDistance: 0, answerHead: null }
    const b: PageRow = { ...a, answerHead: null }
    const page: SearchPage = {
      total: 2,
      rows: [a, b],
      priceCents: [100, 200],
      prediscountCents: [100, 200],
      currency: 'EUR',
      distanceM: [12, null],
      stations: new Map([[3, station]]),
      destination: { id: 9 },
    }
    expect(written(page)).toBe(JSON.stringify(toSearchResponse(page)))
    expect(a.answerHead?.toString('utf8')).toBe('{"vehicle":{"id":7,"make":"Renault"},"price":{"value_cents":')
    expect(b.answerHead).toBe(a.answerHead)
  })
})
