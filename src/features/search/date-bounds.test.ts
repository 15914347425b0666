// @vitest-environment node
import { QUARTER_HOUR_MS, rentalLimitsOf, startTooSoon } from '@contracts/rental-times'
import { dateBounds, endAfterStartChange } from './date-bounds'

const limits = { minimumReservationDuration: 901, maximumTimeInAdvance: 7 * 24 * 3600, maximumReservationDuration: -1, minimumTimeBeforeStart: 0 }
const now = Date.parse('2026-11-25T19:03:00Z')
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

describe('date picker bounds (spec section 5)', () => {
  it('starts at now, on the next quarter, and stops at now + maximum advance', () => {
    const b = dateBounds(now, null, limits)
    expect(iso(b.startMin)).toBe('2026-11-25T19:15:00.000Z')
    expect(iso(b.startMax)).toBe('2026-12-02T19:00:00.000Z')
    expect(b.endMin).toBeNull()
  })
  it('ends at start + minimum duration, rounded up to a quarter, and at most the maximum advance', () => {
    const start = Date.parse('2026-11-26T14:00:00Z')
    const b = dateBounds(now, start, limits)
    expect(iso(b.endMin)).toBe('2026-11-26T14:30:00.000Z')
    expect(iso(b.endMax)).toBe('2026-12-02T19:00:00.000Z')
  })
  it('caps the end with the maximum duration when the tenant has one', () => {
    const start = Date.parse('2026-11-26T14:00:00Z')
    const b = dateBounds(now, start, { ...limits, maximumReservationDuration: 24 * 3600 })
    expect(iso(b.endMax)).toBe('2026-11-27T14:00:00.000Z')
  })
  it('starts no sooner than the minimum notice, on the next quarter: the first start offered is one the server takes', () => {
    const b = dateBounds(now, null, { ...limits, minimumTimeBeforeStart: 3600 })
    expect(iso(b.startMin)).toBe('2026-11-25T20:15:00.000Z')
    expect(startTooSoon(b.startMin, now, rentalLimitsOf({ ...limits, minimumTimeBeforeStart: 3600 }))).toBe(false)
    expect(startTooSoon(b.startMin - QUARTER_HOUR_MS, now, rentalLimitsOf({ ...limits, minimumTimeBeforeStart: 3600 }))).toBe(true)
  })
  it('a minimum duration of exactly one hour gives one hour', () => {
    const start = Date.parse('2026-11-26T14:00:00Z')
    expect(iso(endAfterStartChange(start, { ...limits, minimumReservationDuration: 3600 }))).toBe('2026-11-26T15:00:00.000Z')
  })
  it('changing the start shifts the end to start + minimum duration', () => {
    expect(iso(endAfterStartChange(Date.parse('2026-11-27T10:15:00Z'), limits))).toBe('2026-11-27T10:45:00.000Z')
  })
})
