// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/core/api'
import type { RentalStatus } from '@contracts/rental'
import { rentalFixture } from '@/test-support/fixtures'
import { mayRemindLater, nextSide, refusalOf, tripActions, tripPhase } from './trip-rules'

const HOUR = 3_600_000
const START = Date.parse('2026-11-27T14:00:00.000Z')
const trip = (status: RentalStatus, modifyEnd = true) => ({
  rental: rentalFixture({ status, actions: { ...rentalFixture().actions!, modify_end: { allowed: modifyEnd, until: null } } }),
  start_window: { opens_at: new Date(START - HOUR).toISOString(), closes_at: new Date(START + 0.5 * HOUR).toISOString() },
  summary: null,
})

describe('where a trip stands and what its driver may do', () => {
  it('offers the start only inside the start window', () => {
    expect(tripPhase(trip('prepared'), START - 2 * HOUR)).toBe('before-window')
    expect(tripActions(trip('prepared'), START - 2 * HOUR).start).toBe(false)
    expect(tripActions(trip('pending'), START - 0.5 * HOUR)).toEqual({ start: true, unlock: false, lock: false, extend: false, report: true, end: false })
    expect(tripPhase(trip('prepared'), START + HOUR)).toBe('missed')
  })

  it('offers unlock, lock, extend, report and end during the trip; extend only while the end can move', () => {
    expect(tripActions(trip('in_progress'), START + HOUR)).toEqual({ start: false, unlock: true, lock: true, extend: true, report: true, end: true })
    expect(tripActions(trip('in_progress', false), START + HOUR).extend).toBe(false)
  })

  it('offers nothing once ended or cancelled', () => {
    expect(tripPhase(trip('closed'), START)).toBe('ended')
    expect(tripPhase(trip('cancelled'), START)).toBe('none')
    expect(Object.values(tripActions(trip('locking'), START)).some(Boolean)).toBe(false)
  })
})

describe('the walk around the car', () => {
  it('goes front, right, back, left, interior, leaving out what is done or skipped', () => {
    expect(nextSide(new Set(), new Set())).toBe('front')
    expect(nextSide(new Set(['front', 'right']), new Set(['back']))).toBe('left')
    expect(nextSide(new Set(['front', 'right', 'back', 'left']), new Set(['interior']))).toBeNull()
  })

  it('offers the 15-minute reminder only during the first quarter hour', () => {
    const started = new Date(START).toISOString()
    expect(mayRemindLater(started, START + 14 * 60_000)).toBe(true)
    expect(mayRemindLater(started, START + 15 * 60_000)).toBe(false)
    expect(mayRemindLater(started, START - 30_000)).toBe(true)
    expect(mayRemindLater(null, START)).toBe(false)
  })
})

describe('a refusal read from the error', () => {
  it('reads the trip entry of a 409, and nothing from another error', () => {
    const refused = new ApiError(409, [
      { code: 'TRIP_TOO_EARLY', detail: 'early', more: { trip: { reason: 'too_early', window: { opens_at: '2026-11-27T13:00:00.000Z', closes_at: '2026-11-27T14:30:00.000Z' } } } },
    ])
    expect(refusalOf(refused)?.reason).toBe('too_early')
    expect(refusalOf(new ApiError(409, [{ code: 'X', detail: 'y', more: { trip: { reason: 'not a reason' } } }]))).toBeNull()
    expect(refusalOf(new ApiError(0, []))).toBeNull()
  })
})
