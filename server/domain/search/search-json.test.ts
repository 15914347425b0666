import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { VehicleSearchResponse } from '@contracts/vehicle'
import { searchResponseJson } from './search-json'

type Result = VehicleSearchResponse['results'][number]

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
const currency = fc.constantFrom('CAD', 'EUR', 'USD')

// The fragments are cached per object: a pool of vehicles and stations reused across results and
// answers checks that a cached piece is only ever the JSON of its own object.
const vehicle = fc.record({ id: fc.nat(), make: text, model: text, options: fc.array(text, { maxLength: 3 }), box_latitude: fc.option(fc.double({ noNaN: true })) })
const station = fc.record({ id: fc.nat(), name: text, address: text, latitude: fc.double({ noNaN: true }), longitude: fc.double({ noNaN: true }) })

const response = fc
  .record({ vehicles: fc.array(vehicle, { minLength: 1, maxLength: 5 }), stations: fc.array(fc.option(station), { minLength: 1, maxLength: 4 }) })
  .chain(({ vehicles, stations }) =>
    fc.record({
      total: fc.nat(),
      results: fc.array(
        fc.record({
          vehicle: fc.constantFrom(...vehicles),
          price: fc.record({ value_cents: number, iso_code: currency }),
          prediscount_price: fc.record({ value_cents: number, iso_code: currency }),
          distance_in_meters: fc.option(number),
          station: fc.constantFrom(...stations),
          destination: fc.option(fc.record({ id: number })),
        }),
        { maxLength: 60 },
      ),
    }),
  ) as unknown as fc.Arbitrary<VehicleSearchResponse>

describe('searchResponseJson', () => {
  it('writes exactly what JSON.stringify writes, for any answer', () => {
    fc.assert(
      fc.property(fc.array(response, { minLength: 1, maxLength: 3 }), (answers) => {
        for (const a of answers) expect(searchResponseJson(a).toString('utf8')).toBe(JSON.stringify(a))
      }),
      { numRuns: 300 },
    )
  })

  it('writes an empty page and a result without station, distance or destination', () => {
    expect(searchResponseJson({ total: 0, results: [] }).toString('utf8')).toBe('{"total":0,"results":[]}')
    const bare = {
      vehicle: { id: 1 },
      price: { value_cents: 0, iso_code: 'CAD' },
      prediscount_price: { value_cents: 1050, iso_code: 'CAD' },
      distance_in_meters: null,
      station: null,
      destination: null,
    } as unknown as Result
    expect(searchResponseJson({ total: 1, results: [bare] }).toString('utf8')).toBe(
      '{"total":1,"results":[{"vehicle":{"id":1},"price":{"value_cents":0,"iso_code":"CAD"},"prediscount_price":{"value_cents":1050,"iso_code":"CAD"},"distance_in_meters":null,"station":null,"destination":null}]}',
    )
  })
})
