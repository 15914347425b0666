// @vitest-environment node
import { toCreateRentalBody } from './rental-body'
import { criteria, settings } from './test-fixtures'

const request = { vehicleId: 12, stationId: 1, destinationId: null, driverId: 4, geotracking: false }

describe('POST /user/rentals body', () => {
  it('books the searched vehicle and times', () => {
    const body = toCreateRentalBody(criteria(), settings(), request, { carpooling: false, carpoolingDestination: '' })
    expect(body.rental).toMatchObject({
      vehicle_id: 12,
      driver_id: 4,
      start_station_id: 1,
      end_station_id: null,
      reservation_start_time: '2026-11-26T14:00:00.000Z',
      reservation_end_time: '2026-11-26T17:00:00.000Z',
      carpooling: false,
      carpooling_destination: null,
      discount_codes: [],
      geotracking: false,
    })
  })
  it('offers a carpool only when the tenant uses carpooling', () => {
    const offer = { carpooling: true, carpoolingDestination: ' Laval ' }
    expect(toCreateRentalBody(criteria(), settings(), request, offer).rental.carpooling).toBe(false)
    const body = toCreateRentalBody(criteria(), settings({ useCarpooling: true }), request, offer)
    expect(body.rental).toMatchObject({ carpooling: true, carpooling_destination: 'Laval' })
  })
  it('takes the station of the result on an address search', () => {
    const c = criteria({ startStation: null, location: { displayText: 'x', lat: 1, long: 2 } })
    const body = toCreateRentalBody(c, settings({ searchEngine: 'address' }), { ...request, stationId: 9 }, { carpooling: false, carpoolingDestination: '' })
    expect(body.rental.start_station_id).toBe(9)
  })
})
