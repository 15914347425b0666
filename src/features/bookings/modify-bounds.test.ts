// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { modifyBody, modifyBounds, modifyProblem, onQuarters, requestedTimes, shiftEndWithStart, type ModifyLimits, type Times } from './modify-bounds'

const now = Date.parse('2026-11-25T12:07:00Z')
const min = 60e3
const hour = 60 * min
const limits: ModifyLimits = {
  minimumReservationDuration: 901,
  maximumReservationDuration: 0,
  maximumTimeInAdvance: 30 * 24 * 3600,
  minimumTimeBeforeStart: 0,
  reservationStartTimeModificationMinimalDelay: 3600,
  reservationEndTimeModificationMinimalDelay: 0,
}
const both = { modifyStart: { allowed: true, until: null }, modifyEnd: { allowed: true, until: null } }
const endOnly = { modifyStart: { allowed: false, until: null }, modifyEnd: { allowed: true, until: null } }
const none = { modifyStart: { allowed: false, until: null }, modifyEnd: { allowed: false, until: null } }
const current: Times = { start: Date.parse('2026-11-27T14:00:00Z'), end: Date.parse('2026-11-27T17:00:00Z') }

describe('modifyBounds (spec section 5)', () => {
  it('starts beyond the start modification delay, on a quarter hour, and ends after the minimum duration', () => {
    const b = modifyBounds(current, current.start, both, limits, now)
    // now + 1 h = 13:07 -> 13:15 (strictly later than 13:07).
    expect(new Date(b.startMin).toISOString()).toBe('2026-11-25T13:15:00.000Z')
    expect(b.startMax).toBe(Date.parse('2026-12-25T12:00:00Z'))
    // 901 s after 14:00 rounds up to 14:30.
    expect(new Date(b.endMin).toISOString()).toBe('2026-11-27T14:30:00.000Z')
  })

  it('a delay landing on a quarter takes the next one: the rule is strict', () => {
    const onQuarter = Date.parse('2026-11-25T12:00:00Z')
    const b = modifyBounds(current, current.start, both, limits, onQuarter)
    expect(new Date(b.startMin).toISOString()).toBe('2026-11-25T13:15:00.000Z')
  })

  it('honours the minimum time before start when it is longer than the delay', () => {
    const b = modifyBounds(current, current.start, both, { ...limits, minimumTimeBeforeStart: 4 * 3600 }, now)
    expect(new Date(b.startMin).toISOString()).toBe('2026-11-25T16:15:00.000Z')
  })

  it('caps the end by the maximum duration', () => {
    const b = modifyBounds(current, current.start, both, { ...limits, maximumReservationDuration: 6 * 3600 }, now)
    expect(new Date(b.endMax).toISOString()).toBe('2026-11-27T20:00:00.000Z')
  })

  it('keeps a bound that cannot move where it is', () => {
    const b = modifyBounds(current, current.start, endOnly, limits, now)
    expect([b.startMin, b.startMax]).toEqual([current.start, current.start])
    const fixed = modifyBounds(current, current.start, none, limits, now)
    expect([fixed.endMin, fixed.endMax]).toEqual([current.end, current.end])
  })

  it('an end delay keeps a rental in progress from ending sooner than now + delay', () => {
    const running: Times = { start: now - 2 * hour, end: now + 3 * hour }
    const b = modifyBounds(running, running.start, endOnly, { ...limits, reservationEndTimeModificationMinimalDelay: 1800 }, now)
    expect(new Date(b.endMin).toISOString()).toBe('2026-11-25T12:45:00.000Z')
  })
})

describe('modifyProblem', () => {
  const bounds = (start: number) => modifyBounds(current, start, both, limits, now)
  it('disables confirm unless a bound is editable (booking:modify-delay-too-short)', () => {
    expect(modifyProblem(current, { ...current, end: current.end + hour }, none, bounds(current.start))).toBe('not-modifiable')
  })
  it('waits for a change', () => {
    expect(modifyProblem(current, current, both, bounds(current.start))).toBe('unchanged')
  })
  it('accepts new times inside the bounds', () => {
    const draft = { start: current.start + hour, end: current.end + hour }
    expect(modifyProblem(current, draft, both, bounds(draft.start))).toBeNull()
  })
  it('refuses a start that may not move or is out of range, and an end before the start', () => {
    expect(modifyProblem(current, { ...current, start: current.start - hour }, endOnly, bounds(current.start))).toBe('start-out-of-range')
    expect(modifyProblem(current, { start: now, end: current.end }, both, bounds(now))).toBe('start-out-of-range')
    expect(modifyProblem(current, { start: current.start, end: current.start }, both, bounds(current.start))).toBe('end-before-start')
  })
})

describe('modifyProblem with the tenant opening hours (contracts/opening-hours.ts)', () => {
  const bounds = (start: number) => modifyBounds(current, start, both, limits, now)
  // current is 09:00 to 12:00 in Montréal.
  const opening = { hours: { opens: '08:00', closes: '20:00' }, timeZone: 'America/Montreal' }
  it('refuses a moved end or start outside the hours', () => {
    expect(modifyProblem(current, { ...current, end: Date.parse('2026-11-28T01:30:00Z') }, both, bounds(current.start), opening)).toBe('outside-hours')
    const early = { start: Date.parse('2026-11-28T12:00:00Z'), end: Date.parse('2026-11-28T15:00:00Z') }
    expect(modifyProblem(current, early, both, bounds(early.start), opening)).toBe('outside-hours')
  })
  it('accepts new times within them, the closing time itself, and any time without hours', () => {
    const closing = { ...current, end: Date.parse('2026-11-28T01:00:00Z') }
    expect(modifyProblem(current, closing, both, bounds(current.start), opening)).toBeNull()
    const late = { ...current, end: Date.parse('2026-11-28T01:30:00Z') }
    expect(modifyProblem(current, late, both, bounds(current.start), { hours: null, timeZone: 'America/Montreal' })).toBeNull()
  })
  it('judges only the bounds that move: a booking from before the hours keeps its start', () => {
    const booked = { start: Date.parse('2026-11-27T11:00:00Z'), end: Date.parse('2026-11-27T15:00:00Z') }
    const b = modifyBounds(booked, booked.start, both, limits, now)
    expect(modifyProblem(booked, { ...booked, end: booked.end + hour }, both, b, opening)).toBeNull()
  })
})

describe('shiftEndWithStart', () => {
  const bounds = (start: number) => modifyBounds(current, start, both, limits, now)
  it('keeps the length of the booking when the end may move', () => {
    expect(shiftEndWithStart(current, current, current.start + 2 * hour, true, bounds)).toEqual({ start: current.start + 2 * hour, end: current.end + 2 * hour })
  })
  it('leaves the end alone when it may not move', () => {
    expect(shiftEndWithStart(current, current, current.start + hour, false, bounds)).toEqual({ start: current.start + hour, end: current.end })
  })
})

describe('modifyBody and requestedTimes', () => {
  it('sends only what moves', () => {
    expect(modifyBody(current, { ...current, end: current.end + hour })).toEqual({ rental: { reservation_end_time: '2026-11-27T18:00:00.000Z' } })
  })
  const zone = 'America/Montreal'
  it('applies the times the chat understood: a start keeps the length, an end alone moves the end', () => {
    expect(requestedTimes(current, { start: current.start + hour, end: null }, zone)).toEqual({ start: current.start + hour, end: current.end + hour })
    expect(requestedTimes(current, { start: null, end: current.end + hour }, zone)).toEqual({ start: current.start, end: current.end + hour })
    expect(requestedTimes(current, { start: current.start - hour, end: current.end }, zone)).toEqual({ start: current.start - hour, end: current.end })
  })

  it('an end said as a bare time ("finish at 11pm", read as today) lands on the booking\'s end day', () => {
    // The booking: 27 Nov 09:00-12:00 in Montréal; "23h" said on the 25th reads 25 Nov 23:00.
    const today11pm = Date.parse('2026-11-26T04:00:00Z')
    expect(new Date(requestedTimes(current, { start: null, end: today11pm }, zone).end).toISOString()).toBe('2026-11-28T04:00:00.000Z')
    // "finish at 8am" for that booking: the next morning.
    const today8am = Date.parse('2026-11-25T13:00:00Z')
    expect(new Date(requestedTimes(current, { start: null, end: today8am }, zone).end).toISOString()).toBe('2026-11-28T13:00:00.000Z')
  })
})

describe('new times on quarter hours (the server refuses any other minute)', () => {
  // A booking made before the rule: Friday 27 November, 14:07 to 16:00 UTC (1 h 53).
  const booked: Times = { start: Date.parse('2026-11-27T14:07:00Z'), end: Date.parse('2026-11-27T16:00:00Z') }
  const at = (t: Times) => [new Date(t.start).toISOString(), new Date(t.end).toISOString()]
  const bounds = (start: number) => modifyBounds(booked, start, both, limits, now)

  it('rounds a moved bound up to the quarter, to the second and millisecond, and keeps a booked one', () => {
    expect(at(onQuarters(booked, { start: Date.parse('2026-11-27T15:07:00Z'), end: Date.parse('2026-11-27T17:15:30Z') }))).toEqual([
      '2026-11-27T15:15:00.000Z',
      '2026-11-27T17:30:00.000Z',
    ])
    expect(at(onQuarters(booked, { start: booked.start, end: Date.parse('2026-11-27T18:00:00.001Z') }))).toEqual(['2026-11-27T14:07:00.000Z', '2026-11-27T18:15:00.000Z'])
    expect(onQuarters(booked, booked)).toEqual(booked)
  })

  it('a picked day keeps the booked 14:07 on the quarter after it, and the carried length ends on a quarter', () => {
    const nextDay = booked.start + 24 * hour
    expect(at(shiftEndWithStart(booked, booked, nextDay, true, bounds))).toEqual(['2026-11-28T14:15:00.000Z', '2026-11-28T16:15:00.000Z'])
    expect(at(shiftEndWithStart(booked, booked, nextDay, false, bounds))).toEqual(['2026-11-28T14:15:00.000Z', '2026-11-27T16:00:00.000Z'])
    // Back on the booked start: nothing moves, nothing is sent.
    expect(shiftEndWithStart(booked, booked, booked.start, true, bounds)).toEqual(booked)
  })

  it("the chat's new start carries the length onto a quarter, and the body sends quarters only", () => {
    const asked = requestedTimes(booked, { start: Date.parse('2026-11-27T18:00:00Z'), end: null }, 'America/Montreal')
    expect(at(asked)).toEqual(['2026-11-27T18:00:00.000Z', '2026-11-27T20:00:00.000Z'])
    expect(modifyBody(booked, asked)).toEqual({ rental: { reservation_start_time: '2026-11-27T18:00:00.000Z', reservation_end_time: '2026-11-27T20:00:00.000Z' } })
  })
})
