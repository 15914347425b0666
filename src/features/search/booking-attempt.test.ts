// @vitest-environment node
import { bookingAttemptKey, endBookingAttempt } from './booking-attempt'

describe('bookingAttemptKey', () => {
  beforeEach(() => endBookingAttempt())
  it('keeps the key for the same booking sent again, and makes a new one for another booking', () => {
    const key = bookingAttemptKey({ rental: { vehicle_id: 1 } })
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(bookingAttemptKey({ rental: { vehicle_id: 1 } })).toBe(key)
    expect(bookingAttemptKey({ rental: { vehicle_id: 2 } })).not.toBe(key)
  })
  it('starts a new attempt once a booking is made', () => {
    const key = bookingAttemptKey({ rental: { vehicle_id: 1 } })
    endBookingAttempt()
    expect(bookingAttemptKey({ rental: { vehicle_id: 1 } })).not.toBe(key)
  })
})
