import { changeDeadline, effectiveDelay, effectiveDelays, isChangeAllowed } from './delay-rules'
import { TENANT_DELAY_DEFAULTS } from './tenant-defaults'

const now = Date.parse('2026-11-25T12:00:00Z')
const hour = 3600 * 1000
const CANCEL = 'cancellation_minimal_delay' as const
const START = 'reservation_start_time_modification_minimal_delay' as const
const END = 'reservation_end_time_modification_minimal_delay' as const

describe('isChangeAllowed (spec section 5, DECISIONS.md)', () => {
  it.each([
    ['a stored -1 takes the 1 s default: allowed far ahead', -1, now + 1000 * hour, true],
    ['a stored -1 takes the 1 s default: refused within the second', -1, now + 1000, false],
    ['0 always, even in the past', 0, now - hour, true],
    ['0 always, right now', 0, now, true],
    ['a threshold: beyond it', 7200, now + 2 * hour + 1, true],
    ['a threshold: exactly on it is too late', 7200, now + 2 * hour, false],
    ['a threshold: within it', 7200, now + hour, false],
  ])('%s', (_label, delay, instant, expected) => {
    for (const key of [CANCEL, START, END]) expect(isChangeAllowed(key, delay, instant, now)).toBe(expected)
  })
})

describe('changeDeadline', () => {
  it('is the instant minus the delay, the first instant refused, on both sides of the rule', () => {
    const start = now + 10 * hour
    const deadline = changeDeadline(CANCEL, 7200, start)
    expect(deadline).toBe(now + 8 * hour)
    expect(isChangeAllowed(CANCEL, 7200, start, deadline! - 1)).toBe(true)
    expect(isChangeAllowed(CANCEL, 7200, start, deadline!)).toBe(false)
  })
  it('has none for 0 (always); a stored -1 has the default one', () => {
    expect(changeDeadline(START, 0, now)).toBeNull()
    expect(changeDeadline(START, -1, now)).toBe(now - 1000)
  })
})

describe('effectiveDelay', () => {
  it('replaces -1 with the defaults of contracts/tenant-defaults.ts, and keeps -1 where there is none', () => {
    expect(effectiveDelay('minimum_reservation_duration', -1)).toBe(TENANT_DELAY_DEFAULTS.minimum_reservation_duration)
    expect(effectiveDelay('maximum_time_in_advance', -1)).toBe(TENANT_DELAY_DEFAULTS.maximum_time_in_advance)
    expect(effectiveDelay('maximum_reservation_duration', -1)).toBe(-1)
    expect(effectiveDelay('cancellation_minimal_delay', 600)).toBe(600)
  })
  it('applies to a whole delay set', () => {
    const stored = {
      minimum_reservation_duration: -1,
      maximum_reservation_duration: -1,
      maximum_time_in_advance: 3600,
      minimum_time_before_start: -1,
      cancellation_minimal_delay: -1,
      reservation_start_time_modification_minimal_delay: 0,
      reservation_end_time_modification_minimal_delay: 60,
    }
    expect(effectiveDelays(stored)).toEqual({ ...stored, minimum_reservation_duration: 901, cancellation_minimal_delay: 1 })
  })
})
