import { describe, expect, it } from 'vitest'
import { CANCELLATION_WARNING_MS, costIncrease, freeCancellationMinutesLeft, overlappingBookings } from './booking-warnings'

const H = 3600_000
const own = [
  { id: 1, status: 'prepared', start: 10 * H, end: 13 * H },
  { id: 2, status: 'in_progress', start: 20 * H, end: 22 * H },
  { id: 3, status: 'cancelled', start: 10 * H, end: 13 * H },
  { id: 4, status: 'closed', start: 0, end: 30 * H },
]

describe('overlappingBookings', () => {
  it.each([
    [{ start: 12 * H, end: 14 * H }, [1]],
    [{ start: 9 * H, end: 21 * H }, [1, 2]],
    [{ start: 13 * H, end: 15 * H }, []],
    [{ start: 8 * H, end: 10 * H }, []],
    [{ start: 21 * H, end: 23 * H }, [2]],
  ])('%o overlaps the live bookings %o (cancelled and closed ones never)', (candidate, ids) => {
    expect(overlappingBookings(candidate, own).map((b) => b.id)).toEqual(ids)
  })
})

describe('freeCancellationMinutesLeft', () => {
  const now = 1_000_000_000
  it('warns within the last 30 minutes, in whole minutes rounded up', () => {
    expect(freeCancellationMinutesLeft(now + 12 * 60_000 + 1, now)).toBe(13)
    expect(freeCancellationMinutesLeft(now + CANCELLATION_WARNING_MS, now)).toBe(30)
  })
  it('stays quiet earlier, after the deadline and without one', () => {
    expect(freeCancellationMinutesLeft(now + CANCELLATION_WARNING_MS + 1, now)).toBeNull()
    expect(freeCancellationMinutesLeft(now, now)).toBeNull()
    expect(freeCancellationMinutesLeft(null, now)).toBeNull()
  })
})

describe('costIncrease', () => {
  it('gives the new price and the difference only when it costs more', () => {
    expect(costIncrease(2000, 3500)).toEqual({ after: 3500, difference: 1500 })
    expect(costIncrease(2000, 2000)).toBeNull()
    expect(costIncrease(2000, 1000)).toBeNull()
    expect(costIncrease(null, 1000)).toBeNull()
  })
})
