// @vitest-environment node
import { toCarpoolSearchBody, toVehicleSearchBody } from './search-body'
import { criteria, settings, T0 } from './test-fixtures'

describe('POST /vehicles/search body (spec sections 5 and 7)', () => {
  it('maps a station search with defaults', () => {
    const body = toVehicleSearchBody(criteria({ startDate: T0 + 60_000, endDate: T0 + 3 * 3600_000 }), settings())
    expect(body).toMatchObject({ page: 1, limit: 50 })
    expect(body.search).toMatchObject({
      start_station_id: 1,
      end_station_id: null,
      latitude: null,
      gears_type: null,
      seats_count: null,
      discount_codes: [],
      radius: 30,
      start_time: '2026-11-26T14:15:00.000Z',
      end_time: '2026-11-26T17:00:00.000Z',
    })
  })
  it('sends seats and distance as numbers, gears as chosen', () => {
    const s = settings({ useEstimatedDistance: true })
    const body = toVehicleSearchBody(criteria({ seatsCount: 4, gearsType: 'automatic', estimatedDistance: 120 }), s)
    expect(body.search.seats_count).toBe(4)
    expect(body.search.estimated_distance).toBe(120)
    expect(body.search.gears_type).toBe('automatic')
  })
  it('sends an empty distance as null', () => {
    expect(toVehicleSearchBody(criteria(), settings({ useEstimatedDistance: true })).search.estimated_distance).toBeNull()
  })
  it('drops an empty discount code and keeps one code', () => {
    const s = settings({ useDiscount: true })
    expect(toVehicleSearchBody(criteria({ discountCodes: ['  '] }), s).search.discount_codes).toEqual([])
    expect(toVehicleSearchBody(criteria({ discountCodes: [' NOEL10 '] }), s).search.discount_codes).toEqual(['NOEL10'])
  })
  it('leaves out the fields the tenant does not use', () => {
    const c = criteria({ endStation: 5, rentalLabel: 2, categories: [3], discountCodes: ['X'] })
    const body = toVehicleSearchBody(c, settings())
    expect(body.search).toMatchObject({ end_station_id: null, rental_label_id: null, categories: [], discount_codes: [] })
    const on = toVehicleSearchBody(c, settings({ oneWay: true, useLabels: true, useCategories: true, useDiscount: true }))
    expect(on.search).toMatchObject({ end_station_id: 5, rental_label_id: 2, categories: [3], discount_codes: ['X'] })
  })
  it('maps an address search and a destination', () => {
    const c = criteria({
      startStation: null,
      location: { displayText: 'Montréal', lat: 45.5, long: -73.6 },
      destination: { label: 'Client', name: 'Laval', placeId: 'p1', formattedAddress: 'Laval, QC', lat: 45.6, long: -73.7, displayText: 'Laval' },
    })
    const body = toVehicleSearchBody(c, settings({ searchEngine: 'address', useEstimatedDistance: true, useEstimatedDestinationField: true }))
    expect(body.search).toMatchObject({
      start_station_id: null,
      latitude: 45.5,
      longitude: -73.6,
      estimated_distance: null,
      destination_label: 'Client',
      destination_name: 'Laval',
      destination_gmaps_place_id: 'p1',
      destination_formatted_address: 'Laval, QC',
      destination_latitude: 45.6,
      destination_longitude: -73.7,
    })
  })
  it('refuses a search without dates', () => {
    expect(() => toVehicleSearchBody(criteria({ endDate: null }), settings())).toThrow()
  })
})

describe('POST /carpooling_rentals/search body', () => {
  it('uses limit 30 and the start station', () => {
    const body = toCarpoolSearchBody(criteria({ endDate: null }), settings())
    expect(body).toMatchObject({ page: 1, limit: 30 })
    expect(body.search).toMatchObject({ start_station_id: 1, start_time: '2026-11-26T14:00:00.000Z', end_time: null })
  })
})
