import {
  CLOCK_SKEW_MS,
  ceilToQuarter,
  earliestEnd,
  earliestStart,
  floorToQuarter,
  latestEndForLength,
  latestQuarter,
  rentalLimits,
  rentalLimitsOf,
  startInPast,
  startTooFar,
  startTooSoon,
  tooLong,
  tooShort,
} from './rental-times'

const now = Date.parse('2026-11-25T19:03:00Z')
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const HOUR = 3600_000
const stored = { minimum_reservation_duration: -1, maximum_reservation_duration: -1, maximum_time_in_advance: -1, minimum_time_before_start: 3600 }

describe('rental time rules (spec sections 5, 8 and 9)', () => {
  it('read a stored -1 as section 9 default, and no maximum duration or lead time as none', () => {
    expect(rentalLimits(stored)).toEqual({ minDurationMs: 901_000, maxDurationMs: null, maxAdvanceMs: 28_080_000_000, minLeadMs: HOUR })
    expect(rentalLimits({ ...stored, minimum_time_before_start: -1, maximum_reservation_duration: 0 })).toMatchObject({ minLeadMs: 0, maxDurationMs: null })
    expect(rentalLimitsOf({ minimumReservationDuration: 901, maximumReservationDuration: 86400, maximumTimeInAdvance: 600, minimumTimeBeforeStart: 3600 })).toEqual({
      minDurationMs: 901_000,
      maxDurationMs: 86_400_000,
      maxAdvanceMs: 600_000,
      minLeadMs: HOUR,
    })
  })
  it('allow a minute of clock skew on a start that is past or too soon, not more', () => {
    expect(startInPast(now - CLOCK_SKEW_MS, now)).toBe(false)
    expect(startInPast(now - CLOCK_SKEW_MS - 1, now)).toBe(true)
    const l = rentalLimits(stored)
    expect(startTooSoon(now + HOUR - CLOCK_SKEW_MS, now, l)).toBe(false)
    expect(startTooSoon(now + HOUR - CLOCK_SKEW_MS - 1, now, l)).toBe(true)
  })
  it('bound the advance and the length', () => {
    const l = rentalLimitsOf({ minimumReservationDuration: 1800, maximumReservationDuration: 7200, maximumTimeInAdvance: 86400, minimumTimeBeforeStart: 0 })
    expect(startTooFar(now + 86_400_000, now, l)).toBe(false)
    expect(startTooFar(now + 86_400_001, now, l)).toBe(true)
    expect(tooShort(1_799_999, l)).toBe(true)
    expect(tooShort(1_800_000, l)).toBe(false)
    expect(tooLong(7_200_000, l)).toBe(false)
    expect(tooLong(7_200_001, l)).toBe(true)
    expect(tooLong(1e12, { maxDurationMs: null })).toBe(false)
  })
  it('offer quarter hours: minima rounded up, maxima down, each one the checks accept', () => {
    expect(iso(ceilToQuarter(now))).toBe('2026-11-25T19:15:00.000Z')
    expect(iso(ceilToQuarter(Date.parse('2026-11-25T19:15:00Z')))).toBe('2026-11-25T19:15:00.000Z')
    expect(iso(floorToQuarter(now))).toBe('2026-11-25T19:00:00.000Z')
    const l = rentalLimitsOf({ minimumReservationDuration: 901, maximumReservationDuration: 7200, maximumTimeInAdvance: 86400, minimumTimeBeforeStart: 3600 })
    const first = earliestStart(now, l)
    expect(iso(first)).toBe('2026-11-25T20:15:00.000Z')
    expect(startTooSoon(first, now, l)).toBe(false)
    expect(iso(latestQuarter(now, l))).toBe('2026-11-26T19:00:00.000Z')
    expect(startTooFar(latestQuarter(now, l), now, l)).toBe(false)
    expect(iso(earliestEnd(first, l))).toBe('2026-11-25T20:45:00.000Z')
    expect(iso(latestEndForLength(first, l))).toBe('2026-11-25T22:15:00.000Z')
    expect(latestEndForLength(first, { maxDurationMs: null })).toBeNull()
  })
})
