import { allowedByDelay, delayDeadline } from './delay-rule'

const now = Date.UTC(2026, 4, 10, 12, 0)
const hour = 3600 * 1000

describe('allowedByDelay', () => {
  it.each([
    ['-1 refuses even far in the future', now + 1000 * hour, -1, false],
    ['0 allows even in the past', now - hour, 0, true],
    ['0 allows right now', now, 0, true],
    ['a positive delay allows beyond the threshold', now + hour + 1, 3600, true],
    ['a positive delay refuses exactly at the threshold', now + hour, 3600, false],
    ['a positive delay refuses inside the threshold', now + hour - 1, 3600, false],
  ])('%s', (_label, instant, delay, expected) => {
    expect(allowedByDelay(instant, now, delay)).toBe(expected)
  })
})

describe('delayDeadline', () => {
  it('is the instant minus the delay for a positive delay', () => {
    expect(delayDeadline(now, 3600)).toBe(now - hour)
  })
  it('is null when the delay never or always allows', () => {
    expect(delayDeadline(now, -1)).toBeNull()
    expect(delayDeadline(now, 0)).toBeNull()
  })
})
