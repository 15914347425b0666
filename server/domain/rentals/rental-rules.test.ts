import { RENTAL_STATUSES, type RentalStatus } from '@contracts/rental'
import { codeOfCall } from '../../testing/api-error-code'
import { assertCancellable, assertGeotrackingChangeable, planTimeChange, rentalActions, type RentalFacts } from './rental-rules'
import { ruleSettings } from './test-settings'

const now = Date.UTC(2026, 4, 10, 12, 0)
const H = 3600 * 1000
const DRIVER = 7
const rental = (status: RentalStatus, startIn = 24 * H, hours = 3): RentalFacts => ({
  status,
  driver_id: DRIVER,
  reservation_start_time: now + startIn,
  reservation_end_time: now + startIn + hours * H,
})

describe('planTimeChange: status lists', () => {
  const settings = ruleSettings()
  it.each(RENTAL_STATUSES.map((s) => [s, ['pending', 'prepared'].includes(s)] as const))('moving the start of a %s rental allowed: %s', (status, ok) => {
    const r = rental(status)
    const code = codeOfCall(() => planTimeChange(r, DRIVER, { start: r.reservation_start_time + H }, settings, now))
    expect(code).toBe(ok ? null : '400 RENTAL_STATUS_NOT_MODIFIABLE')
  })
  const endOk = ['pending', 'prepared', 'check_in', 'check_out', 'in_progress', 'locking']
  it.each(RENTAL_STATUSES.map((s) => [s, endOk.includes(s)] as const))('moving the end of a %s rental allowed: %s', (status, ok) => {
    const r = rental(status, -H, 3)
    const code = codeOfCall(() => planTimeChange(r, DRIVER, { end: r.reservation_end_time + H }, settings, now))
    expect(code).toBe(ok ? null : '400 RENTAL_STATUS_NOT_MODIFIABLE')
  })
})

describe('planTimeChange: delays', () => {
  it.each([
    ['-1 takes the 1 s default: a start far ahead moves', -1, 1000 * H, null],
    ['-1 takes the 1 s default: a start within the second does not', -1, 500, '400 RENTAL_MODIFICATION_DELAY_TOO_SHORT'],
    ['0 allows a start in 1 minute', 0, 60_000, null],
    ['2 h allows a start in 3 h', 7200, 3 * H, null],
    ['2 h refuses a start in 1 h', 7200, H, '400 RENTAL_MODIFICATION_DELAY_TOO_SHORT'],
  ])('start delay %s', (_l, delay, startIn, expected) => {
    const r = rental('pending', startIn)
    const settings = ruleSettings({ reservation_start_time_modification_minimal_delay: delay })
    expect(codeOfCall(() => planTimeChange(r, DRIVER, { start: r.reservation_start_time + H }, settings, now))).toBe(expected)
  })
  it.each([
    ['-1 takes the 1 s default: allows', -1, 10 * H, null],
    ['-1 takes the 1 s default: refuses within the second', -1, 500, '400 RENTAL_MODIFICATION_DELAY_TOO_SHORT'],
    ['0 allows an end in 5 minutes', 0, 5 * 60_000, null],
    ['1 h refuses an end in 30 minutes', 3600, H / 2, '400 RENTAL_MODIFICATION_DELAY_TOO_SHORT'],
    ['1 h allows an end in 2 h', 3600, 2 * H, null],
  ])('end delay %s', (_l, delay, endIn, expected) => {
    const r: RentalFacts = { status: 'in_progress', driver_id: DRIVER, reservation_start_time: now - H, reservation_end_time: now + endIn }
    const settings = ruleSettings({ reservation_end_time_modification_minimal_delay: delay })
    expect(codeOfCall(() => planTimeChange(r, DRIVER, { end: r.reservation_end_time + H }, settings, now))).toBe(expected)
  })
  it('checks the start delay only when the start moves', () => {
    const r = rental('pending', H)
    const settings = ruleSettings({ reservation_start_time_modification_minimal_delay: 2 * 3600 })
    expect(codeOfCall(() => planTimeChange(r, DRIVER, { start: r.reservation_start_time, end: r.reservation_end_time + H }, settings, now))).toBeNull()
  })
})

describe('planTimeChange: new window', () => {
  const settings = ruleSettings({ minimum_reservation_duration: 1800, maximum_reservation_duration: 86400, maximum_time_in_advance: 30 * 86400 })
  const r = rental('pending')
  it.each([
    ['a start in the past', { start: now - H }, '400 RENTAL_DATES_IN_PAST'],
    ['an end before the start', { start: now + 5 * H, end: now + 4 * H }, '400 START_DATE_AFTER_END_DATE'],
    ['an end equal to the start', { start: now + 5 * H, end: now + 5 * H }, '400 START_DATE_AFTER_END_DATE'],
    ['15 minutes with a 30-minute minimum', { start: now + 5 * H, end: now + 5 * H + 15 * 60_000 }, '400 SEARCH_END_TIME_TOO_SHORT'],
    ['25 hours with a one-day maximum', { start: now + 5 * H, end: now + 30 * H }, '400 SEARCH_END_TIME_TOO_LONG'],
    ['a start 31 days ahead', { start: now + 31 * 24 * H, end: now + 31 * 24 * H + H }, '400 SEARCH_START_TIME_TOO_FAR_IN_ADVANCE'],
    ['a valid window', { start: now + 5 * H, end: now + 8 * H }, null],
  ])('%s', (_l, requested, expected) => {
    expect(codeOfCall(() => planTimeChange(r, DRIVER, requested, settings, now))).toBe(expected)
  })
  it('applies the 901 s default when the minimum duration is stored as -1', () => {
    const s = ruleSettings({ minimum_reservation_duration: -1 })
    expect(codeOfCall(() => planTimeChange(r, DRIVER, { end: r.reservation_start_time + 900_000 }, s, now))).toBe('400 SEARCH_END_TIME_TOO_SHORT')
    expect(codeOfCall(() => planTimeChange(r, DRIVER, { end: r.reservation_start_time + 901_000 }, s, now))).toBeNull()
  })
  it('reports no change when the times are repeated', () => {
    expect(planTimeChange(r, DRIVER, { start: r.reservation_start_time }, settings, now).changed).toBe(false)
  })
  it('refuses another member with 403', () => {
    expect(codeOfCall(() => planTimeChange(r, DRIVER + 1, { start: now + 5 * H }, settings, now))).toBe('403 forbidden')
  })
})

describe('assertCancellable', () => {
  it.each(RENTAL_STATUSES.map((s) => [s] as const))('a %s rental', (status) => {
    const expected = ['pending', 'prepared'].includes(status) ? null : status === 'cancelled' ? '400 RENTAL_ALREADY_CANCELLED' : '400 RENTAL_STATUS_NOT_MODIFIABLE'
    expect(codeOfCall(() => assertCancellable(rental(status), DRIVER, ruleSettings(), now))).toBe(expected)
  })
  it.each([
    [-1, 1000 * H, null],
    [-1, 500, '400 RENTAL_CANCELLATION_DELAY_TOO_SHORT'],
    [0, 1000, null],
    [86400, 23 * H, '400 RENTAL_CANCELLATION_DELAY_TOO_SHORT'],
    [86400, 25 * H, null],
  ])('delay %s with a start in %s ms', (delay, startIn, expected) => {
    const settings = ruleSettings({ cancellation_minimal_delay: delay })
    expect(codeOfCall(() => assertCancellable(rental('prepared', startIn), DRIVER, settings, now))).toBe(expected)
  })
  it('refuses a passenger or any other member with 403', () => {
    expect(codeOfCall(() => assertCancellable(rental('pending'), 99, ruleSettings(), now))).toBe('403 forbidden')
  })
})

describe('assertGeotrackingChangeable', () => {
  it.each(RENTAL_STATUSES.map((s) => [s] as const))('a %s rental', (status) => {
    const expected = status === 'in_progress' ? null : '400 RENTAL_NOT_IN_PROGRESS'
    expect(codeOfCall(() => assertGeotrackingChangeable(rental(status), DRIVER, ruleSettings()))).toBe(expected)
  })
  it('refuses another member with 403', () => {
    expect(codeOfCall(() => assertGeotrackingChangeable(rental('in_progress'), 99, ruleSettings()))).toBe('403 forbidden')
  })
  it('refuses everyone with 403 GEOTRACKING_NOT_OFFERED where the tenant has privacy_usage off', () => {
    const off = { ...ruleSettings(), features: { privacy_usage: false } }
    expect(codeOfCall(() => assertGeotrackingChangeable(rental('in_progress'), DRIVER, off))).toBe('403 GEOTRACKING_NOT_OFFERED')
    expect(rentalActions(rental('in_progress'), DRIVER, off, now).geotracking.allowed).toBe(false)
    expect(rentalActions(rental('in_progress'), DRIVER, ruleSettings(), now).geotracking.allowed).toBe(true)
  })
})

describe('rentalActions', () => {
  it('tells the driver until when each change is allowed', () => {
    const r = rental('pending', 10 * H)
    const s = ruleSettings({ reservation_start_time_modification_minimal_delay: 3600, cancellation_minimal_delay: 7200, reservation_end_time_modification_minimal_delay: -1 })
    const a = rentalActions(r, DRIVER, s, now)
    expect(a.modify_start).toEqual({ allowed: true, until: r.reservation_start_time - H })
    expect(a.cancel).toEqual({ allowed: true, until: r.reservation_start_time - 2 * H })
    // A stored -1 is section 9's 1 s default (DECISIONS.md), not "never".
    expect(a.modify_end).toEqual({ allowed: true, until: r.reservation_end_time - 1000 })
    expect(a.geotracking.allowed).toBe(false)
  })
  it('allows nothing to a passenger', () => {
    const a = rentalActions(rental('in_progress', -H), 99, ruleSettings(), now)
    expect([a.modify_start.allowed, a.modify_end.allowed, a.cancel.allowed, a.geotracking.allowed]).toEqual([false, false, false, false])
  })
})
