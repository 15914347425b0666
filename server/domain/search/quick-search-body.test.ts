import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { VEHICLE_OPTIONS } from '@contracts/tenant'
import { GEARS_TYPES, VehicleSearchBodySchema, VehicleSearchSchema } from '@contracts/vehicle'
import { QUICK_BODY_FIELDS, QUICK_SEARCH_FIELDS, quickSearchBody } from './quick-search-body'

// Values near every rule's edges, of every JSON type: each field is tried with all of them.
const edgeNumber = fc.constantFrom(
  0,
  -0,
  1,
  -1,
  0.5,
  90,
  90.0001,
  -90.0001,
  180,
  180.5,
  200,
  201,
  500,
  500.01,
  100_000,
  100_001,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  1e300,
)
const string = (n: number) => 'x'.repeat(n)
const edgeString = fc.constantFrom('', string(64), string(65), string(255), string(256), string(500), string(501), ...VEHICLE_OPTIONS, ...GEARS_TYPES, 'GPS')
const instant = fc.constantFrom(
  '2026-12-01T09:00:00Z',
  '2026-12-01T09:00:00.000Z',
  '2026-12-01T09:00:00+01:00',
  '2026-12-01 09:00',
  '2026-12-01T09:00:00',
  '2026-13-01T09:00:00Z',
  'demain',
)
const scalar = fc.oneof(fc.constant(null), fc.boolean(), edgeNumber, fc.integer({ min: -3, max: 600 }), fc.double(), edgeString, instant, fc.string({ maxLength: 4 }))
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 3 }), scalar, { maxKeys: 2 }))

// Mostly valid fields, so that the quick path says yes often enough to be tested.
const validField: Record<string, fc.Arbitrary<unknown>> = {
  start_station_id: fc.integer({ min: 1, max: 400 }),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  radius: fc.constantFrom(1, 5, 30),
  categories: fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 3 }),
  options: fc.array(fc.constantFrom(...VEHICLE_OPTIONS), { maxLength: 2 }),
  gears_type: fc.constantFrom(...GEARS_TYPES),
  seats_count: fc.constantFrom(2, 4, 7),
  discount_codes: fc.array(fc.string({ maxLength: 8 }), { maxLength: 1 }),
  destination_label: fc.string({ maxLength: 20 }),
  start_time: fc.constantFrom('2026-12-01T09:00:00Z', '2026-12-01T09:00:00.000Z', '2026-12-01T09:00:00+01:00'),
  end_time: fc.constantFrom('2026-12-01T12:00:00.000Z', '2026-12-01T12:00:00-05:00'),
}
const field = (key: string) => fc.oneof({ arbitrary: validField[key] ?? fc.constant(null), weight: 30 }, { arbitrary: value, weight: 1 })
const searchKeys = Object.keys(VehicleSearchSchema.shape)
const search = fc.oneof(
  fc.record(Object.fromEntries(searchKeys.map((k) => [k, field(k)])), { requiredKeys: ['start_time', 'end_time'] }),
  fc.record({ ...Object.fromEntries(searchKeys.map((k) => [k, field(k)])), unknown: value }, { requiredKeys: [] }),
)
const body = fc.oneof(
  {
    arbitrary: fc.record(
      {
        search,
        page: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 3 }), weight: 5 }, { arbitrary: value, weight: 1 }),
        limit: fc.oneof({ arbitrary: fc.constantFrom(10, 50, 200), weight: 5 }, { arbitrary: value, weight: 1 }),
      },
      { requiredKeys: ['search'] },
    ),
    weight: 8,
  },
  { arbitrary: fc.record({ search: fc.oneof(search, value), other: value }, { requiredKeys: [] }), weight: 1 },
  { arbitrary: value, weight: 1 },
)

describe('quickSearchBody', () => {
  it("knows exactly the schema's fields", () => {
    expect(Object.keys(QUICK_SEARCH_FIELDS).sort()).toEqual(searchKeys.sort())
    expect(Object.keys(QUICK_BODY_FIELDS).sort()).toEqual(Object.keys(VehicleSearchBodySchema.shape).sort())
  })

  it('says yes only to bodies zod accepts, and then gives what zod gives', () => {
    let accepted = 0
    fc.assert(
      fc.property(body, (b) => {
        const quick = quickSearchBody(b)
        if (quick === null) return
        accepted++
        const zod = VehicleSearchBodySchema.safeParse(b)
        expect(zod.success).toBe(true)
        expect(quick).toEqual(zod.data)
      }),
      { numRuns: 5000 },
    )
    // The property above says nothing if the quick path never answers.
    expect(accepted).toBeGreaterThan(500)
  })

  it('agrees with zod on every field set to every edge value, the rest of the body valid', () => {
    const base = { start_station_id: 3, start_time: '2026-12-01T09:00:00Z', end_time: '2026-12-01T12:00:00Z' }
    const values: unknown[] = [
      null,
      true,
      0,
      -0,
      1,
      -1,
      0.5,
      90,
      90.0001,
      -90,
      -90.0001,
      180,
      180.5,
      -180.5,
      200,
      201,
      500,
      500.01,
      100_000,
      100_001,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 1,
      1e300,
    ]
    values.push(
      '',
      string(64),
      string(65),
      string(255),
      string(256),
      string(500),
      string(501),
      ...VEHICLE_OPTIONS,
      ...GEARS_TYPES,
      'GPS',
      '2026-12-01T09:00:00Z',
      '2026-12-01 09:00',
      {},
      [],
      [1],
      [0],
      [1, 2],
      [string(64)],
      [string(65)],
      ['a', 'b'],
      ['gps'],
      ['GPS'],
    )
    let accepted = 0
    for (const key of [...searchKeys, 'search', 'page', 'limit', 'unknown']) {
      for (const v of values) {
        for (const b of [{ search: { ...base, [key]: v } }, { search: base, [key]: v }]) {
          const quick = quickSearchBody(b)
          if (quick === null) continue
          accepted++
          const zod = VehicleSearchBodySchema.safeParse(b)
          expect(zod.success, `${key}: ${JSON.stringify(v)}`).toBe(true)
          expect(quick).toEqual(zod.data)
        }
      }
    }
    expect(accepted).toBeGreaterThan(100)
  })

  it('answers the bodies the app and the benchmark send, and leaves the unusual ones to zod', () => {
    const bench = JSON.parse(readFileSync(new URL('./testing/search-bodies.sample.json', import.meta.url), 'utf8')) as unknown[]
    for (const b of bench) expect(quickSearchBody(b)).toBe(b)
    const times = { start_time: '2026-12-01T09:00:00.000Z', end_time: '2026-12-01T12:00:00.000Z' }
    const address = {
      search: {
        ...times,
        latitude: 45.5,
        longitude: -73.6,
        radius: 5,
        destination_label: 'Chalet',
        destination_latitude: 45.2,
        destination_longitude: -72.1,
        estimated_distance: 70,
        discount_codes: ['HIVER26'],
        rental_label_id: 2,
      },
    }
    expect(quickSearchBody(address)).toBe(address)
    expect(quickSearchBody({ search: { ...times, start_station_id: 1, end_station_id: null, categories: null } })).not.toBeNull()
    for (const unusual of [
      { search: { ...times, start_station_id: 1 }, extra: 1 },
      { search: { ...times, start_station_id: 1, limit: 201 } },
      { search: { start_station_id: 1 } },
      { search: { ...times, start_time: '2026-12-01' } },
      [],
    ]) {
      expect(quickSearchBody(unusual)).toBeNull()
    }
  })
})
