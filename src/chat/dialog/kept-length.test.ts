// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { endAfter, lengthBetween, withKeptLength } from './kept-length'
import { INITIAL_DIALOG_STATE, type DialogState } from './types'

const TZ = 'America/Montreal'

describe('the length of a refused period', () => {
  it.each([
    // Daylight saving ends on 1 November 2026 in Montréal: two days keep 10:00 on the clock (49 hours).
    ['2026-10-31T10:00:00-04:00', '2026-11-02T10:00:00-05:00', { days: 2 }, '2026-11-26T09:00:00-05:00', '2026-11-28T09:00:00-05:00'],
    ['2026-11-25T09:00:00-05:00', '2026-11-25T12:00:00-05:00', { minutes: 180 }, '2026-11-26T14:15:00-05:00', '2026-11-26T17:15:00-05:00'],
    // Hours are elapsed time: 3 hours from 00:30 on the change's night end at 02:30 on the clock.
    ['2026-11-25T09:00:00-05:00', '2026-11-25T12:00:00-05:00', { minutes: 180 }, '2026-11-01T00:30:00-04:00', '2026-11-01T02:30:00-05:00'],
  ])('%s to %s', (start, end, length, newStart, newEnd) => {
    expect(lengthBetween(start, end, TZ)).toEqual(length)
    expect(endAfter(newStart, length, TZ)).toBe(newEnd)
  })

  it('is none without an end after the start', () => {
    expect(lengthBetween('2026-11-25T09:00:00-05:00', null, TZ)).toBeNull()
    expect(lengthBetween('2026-11-25T09:00:00-05:00', '2026-11-25T09:00:00-05:00', TZ)).toBeNull()
  })
})

describe('a new start after the refusal', () => {
  const state: DialogState = { ...INITIAL_DIALOG_STATE, pending: { intent: 'search_vehicles', slot: 'startDate', misses: 0, keptLength: { minutes: 120 } } }
  const said = (slots: Record<string, string | null>) => ({ lang: 'fr', intent: 'search_vehicles', slots, missing: slots.endDate === null ? ['endDate'] : [] }) as const

  it('gets the length kept, and the end is no longer missing', () => {
    const out = withKeptLength(said({ startDate: '2026-11-26T14:15:00-05:00', endDate: null }), state, TZ)
    expect([out.slots.endDate, out.missing]).toEqual(['2026-11-26T16:15:00-05:00', []])
  })

  it('keeps an end said with it, and changes nothing without a length kept', () => {
    const withEnd = said({ startDate: '2026-11-27T09:00:00-05:00', endDate: '2026-11-27T18:00:00-05:00' })
    expect(withKeptLength(withEnd, state, TZ)).toBe(withEnd)
    const alone = said({ startDate: '2026-11-26T14:15:00-05:00', endDate: null })
    expect(withKeptLength(alone, INITIAL_DIALOG_STATE, TZ)).toBe(alone)
  })
})
