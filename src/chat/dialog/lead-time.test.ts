// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { IntentName, IntentResult } from './intent-types'
import { earliestStart, withLeadTime } from './lead-time'
import { DEMO_TENANT, testEnv } from './testing/test-env'

// 14:03 in Montréal, with 1 h 30 of lead time: the earliest start is 15:45.
const env = (minimumTimeBeforeStart = 5400) => testEnv({ now: new Date('2026-11-26T14:03:00-05:00'), tenant: { ...DEMO_TENANT, minimumTimeBeforeStart } })
const said = (startDate: string, endDate: string | null = null, intent: IntentName = 'search_vehicles'): IntentResult => ({
  lang: 'fr',
  intent,
  slots: { startStation: '1', startDate, endDate },
  missing: endDate ? [] : ['endDate'],
})

describe('a search start within the lead time', () => {
  it('is the quarter hour after now plus the lead time', () => {
    expect(earliestStart(env())).toBe(Date.parse('2026-11-26T15:45:00-05:00'))
  })

  it('moves to the earliest start, keeping the length said with it', () => {
    const { result, movedTo } = withLeadTime(said('2026-11-26T14:15:00-05:00', '2026-11-26T16:15:00-05:00'), env())
    expect(movedTo).toBe(Date.parse('2026-11-26T15:45:00-05:00'))
    expect(result.slots).toMatchObject({ startStation: '1', startDate: '2026-11-26T15:45:00-05:00', endDate: '2026-11-26T17:45:00-05:00' })
    expect(result.missing).toEqual([])
  })

  it('without an end, leaves the end to be asked', () => {
    const { result } = withLeadTime(said('2026-11-26T15:30:00-05:00'), env())
    expect(result.slots).toMatchObject({ startDate: '2026-11-26T15:45:00-05:00', endDate: null })
    expect(result.missing).toEqual(['endDate'])
  })

  it.each([
    ['a start the lead time allows', said('2026-11-26T15:45:00-05:00'), env()],
    ['a past start, left to the past-start refusal', said('2026-11-26T13:45:00-05:00'), env()],
    ['any start on a tenant without lead time, even in the current quarter hour', said('2026-11-26T14:00:00-05:00'), env(0)],
    ['a carpool joined, which is no rental', said('2026-11-26T14:15:00-05:00', null, 'join_carpool'), env()],
  ])('leaves alone %s', (_, result, e) => {
    expect(withLeadTime(result, e)).toEqual({ result, movedTo: null })
  })
})
