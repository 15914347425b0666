import { describe, expect, it } from 'vitest'
import { changeDeadline, isChangeAllowed } from './delay-rule'

const now = Date.parse('2026-11-25T12:00:00Z')
const hour = 3600 * 1000

describe('isChangeAllowed (spec section 5)', () => {
  it.each([
    ['-1 never, even far ahead', -1, now + 1000 * hour, false],
    ['a negative other than -1 is never too', -5, now + 1000 * hour, false],
    ['0 always, even in the past', 0, now - hour, true],
    ['0 always, right now', 0, now, true],
    ['a threshold: beyond it', 7200, now + 2 * hour + 1, true],
    ['a threshold: exactly on it is too late', 7200, now + 2 * hour, false],
    ['a threshold: within it', 7200, now + hour, false],
    ['1 second (the default of a stored -1 seen through GET /tenant)', 1, now + 2000, true],
  ])('%s', (_label, delay, instant, expected) => {
    expect(isChangeAllowed(delay, instant, now)).toBe(expected)
  })
})

describe('changeDeadline', () => {
  it('is the instant minus the delay (strict rule: the millisecond before)', () => {
    expect(changeDeadline(7200, now + 10 * hour)).toBe(now + 8 * hour - 1)
  })
  it('agrees with isChangeAllowed on both sides of the deadline', () => {
    const start = now + 10 * hour
    const deadline = changeDeadline(7200, start)!
    expect(isChangeAllowed(7200, start, deadline)).toBe(true)
    expect(isChangeAllowed(7200, start, deadline + 1)).toBe(false)
  })
  it('has none for 0 (always) and -1 (never)', () => {
    expect(changeDeadline(0, now)).toBeNull()
    expect(changeDeadline(-1, now)).toBeNull()
  })
})
