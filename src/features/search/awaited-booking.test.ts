import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetAwaitedBooking, saveAwaitedBooking, takeAwaitedBooking, type AwaitedBooking } from './awaited-booking'
import { forgetAllAwaitedBookings } from './awaited-booking-logout'
import { CARPOOL as carpool, VEHICLE, criteria } from './test-fixtures'

const station = { id: 1, name: 'Gare Centrale', address: 'x', description: null, latitude: 45.5, longitude: -73.5, aliases: [] }
const result = {
  vehicle: VEHICLE,
  price: { value_cents: 2700, iso_code: 'CAD' },
  prediscount_price: { value_cents: 2700, iso_code: 'CAD' },
  distance_in_meters: null,
  station,
  destination: null,
}
const rental: AwaitedBooking = { kind: 'rental', result, criteria: criteria() }

beforeEach(() => sessionStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('the booking awaiting a login', () => {
  it('outlives the page in sessionStorage, per tenant, and is given once', () => {
    saveAwaitedBooking('demo', rental)
    expect(sessionStorage.getItem('frontoffice.awaited-booking.demo')).not.toBeNull()
    expect(takeAwaitedBooking('simple')).toBeNull()
    expect(takeAwaitedBooking('demo')).toEqual(rental)
    expect(takeAwaitedBooking('demo')).toBeNull()
    expect(sessionStorage.length).toBe(0)
  })

  it('keeps a carpool offer the same way, the latest click replacing the earlier one', () => {
    saveAwaitedBooking('demo', rental)
    saveAwaitedBooking('demo', { kind: 'carpool', carpool })
    expect(takeAwaitedBooking('demo')).toEqual({ kind: 'carpool', carpool })
  })

  it('never stores a vehicle access text', () => {
    saveAwaitedBooking('demo', { ...rental, result: { ...result, vehicle: { ...VEHICLE, access_instructions: 'Boîte à clés 4821' } } })
    expect(sessionStorage.getItem('frontoffice.awaited-booking.demo')).not.toContain('4821')
  })

  it('reads nothing from an unreadable or foreign entry', () => {
    sessionStorage.setItem('frontoffice.awaited-booking.demo', '{not json')
    expect(takeAwaitedBooking('demo')).toBeNull()
    sessionStorage.setItem('frontoffice.awaited-booking.demo', JSON.stringify({ kind: 'rental', result: { vehicle: 11 } }))
    expect(takeAwaitedBooking('demo')).toBeNull()
  })

  it('is forgotten when the guest chooses again, and on every tenant at logout without touching other entries', () => {
    saveAwaitedBooking('demo', rental)
    forgetAwaitedBooking('demo')
    expect(takeAwaitedBooking('demo')).toBeNull()

    saveAwaitedBooking('demo', rental)
    saveAwaitedBooking('simple', { kind: 'carpool', carpool })
    sessionStorage.setItem('frontoffice.form-draft.signup-personal-details.demo.7', '{}')
    forgetAllAwaitedBookings()
    expect(takeAwaitedBooking('demo')).toBeNull()
    expect(takeAwaitedBooking('simple')).toBeNull()
    expect(sessionStorage.getItem('frontoffice.form-draft.signup-personal-details.demo.7')).toBe('{}')
  })

  it('lasts as long as the page when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    saveAwaitedBooking('demo', rental)
    expect(takeAwaitedBooking('simple')).toBeNull()
    expect(takeAwaitedBooking('demo')).toEqual(rental)
    expect(takeAwaitedBooking('demo')).toBeNull()
  })
})

describe('the logout clean-up', () => {
  it('forgets too the booking kept in the page when storage refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    saveAwaitedBooking('demo', rental)
    forgetAllAwaitedBookings()
    expect(takeAwaitedBooking('demo')).toBeNull()
  })
})
