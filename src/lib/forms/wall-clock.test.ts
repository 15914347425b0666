// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fromWallClock, quarterTimesOfDay, toWallClock } from './wall-clock'

const zone = 'America/Montreal'

describe('wall clock in the tenant zone', () => {
  it('goes both ways', () => {
    const ms = Date.parse('2026-11-27T19:15:00Z')
    expect(toWallClock(ms, zone)).toEqual({ day: '2026-11-27', time: '14:15' })
    expect(fromWallClock('2026-11-27', '14:15', zone)).toBe(ms)
    expect(fromWallClock('2026-02-31', '14:15', zone)).toBeNull()
  })

  it('offers the quarters of a day inside the bounds', () => {
    const min = Date.parse('2026-11-27T22:30:00Z') // 17:30
    const max = Date.parse('2026-11-28T04:00:00Z') // 23:00
    expect(quarterTimesOfDay('2026-11-27', zone, min, max)).toEqual([
      '17:30',
      '17:45',
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
      '20:30',
      '20:45',
      '21:00',
      '21:15',
      '21:30',
      '21:45',
      '22:00',
      '22:15',
      '22:30',
      '22:45',
      '23:00',
    ])
  })

  it('skips the hour daylight saving takes away', () => {
    const day = '2026-03-08'
    const times = quarterTimesOfDay(day, zone, 0, Number.MAX_SAFE_INTEGER)
    expect(times).not.toContain('02:30')
    expect(times).toContain('03:00')
  })
})
