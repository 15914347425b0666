// @vitest-environment node
import type { Rental } from '@contracts/rental'
import { nextSuchTimes, pickRebooking } from './pick-rebooking'

const TZ = 'America/Montreal'
const rental = (id: number, start: string, end: string, station = 1): Rental =>
  ({ id, start_station_id: station, reservation_start_time: start, reservation_end_time: end }) as Rental

// Wednesday 25 November 2026, 14:03 in Montréal.
const NOW = Date.parse('2026-11-25T14:03:00-05:00')
const tue17 = rental(1, '2026-11-17T09:00:00-05:00', '2026-11-17T12:00:00-05:00')
const tue24 = rental(2, '2026-11-24T18:00:00-05:00', '2026-11-24T20:00:00-05:00', 2)
const sat14 = rental(3, '2026-11-14T10:00:00-05:00', '2026-11-14T13:00:00-05:00')
const sat07 = rental(4, '2026-11-07T10:00:00-05:00', '2026-11-07T13:00:00-05:00')
const sat21 = rental(5, '2026-11-21T08:00:00-05:00', '2026-11-21T09:00:00-05:00', 3)

describe('pickRebooking', () => {
  it('takes the most recent booking on that weekday, in the tenant zone', () => {
    expect(pickRebooking([tue17, sat14, tue24], { weekday: 2, usual: false }, TZ)?.id).toBe(2)
    expect(pickRebooking([tue17, sat14, tue24], { weekday: 6, usual: false }, TZ)?.id).toBe(3)
    expect(pickRebooking([tue17], { weekday: 5, usual: false }, TZ)).toBeNull()
    // 23:30 on a Monday in Montréal is Tuesday in UTC: the tenant's day counts.
    const lateMonday = rental(6, '2026-11-23T23:30:00-05:00', '2026-11-24T00:30:00-05:00')
    expect(pickRebooking([lateMonday], { weekday: 1, usual: false }, TZ)?.id).toBe(6)
  })

  it('"comme d\'habitude" is the most frequent kind, its most recent booking; a tie goes to the newest', () => {
    expect(pickRebooking([tue17, sat14, sat07, sat21, tue24], { weekday: null, usual: true }, TZ)?.id).toBe(3)
    expect(pickRebooking([tue17, tue24], { weekday: null, usual: true }, TZ)?.id).toBe(2)
    expect(pickRebooking([], { weekday: null, usual: true }, TZ)).toBeNull()
  })
})

describe('nextSuchTimes', () => {
  it('moves the booking to the next such day at the same wall-clock time, with the same length', () => {
    expect(nextSuchTimes(sat14, TZ, NOW)).toEqual({ startDate: Date.parse('2026-11-28T10:00:00-05:00'), endDate: Date.parse('2026-11-28T13:00:00-05:00') })
    // Tuesday's 18:00 is next Tuesday's; a Wednesday booking later today is today's, earlier today next week's.
    expect(nextSuchTimes(tue24, TZ, NOW).startDate).toBe(Date.parse('2026-12-01T18:00:00-05:00'))
    expect(nextSuchTimes(rental(7, '2026-11-18T16:00:00-05:00', '2026-11-18T17:00:00-05:00'), TZ, NOW).startDate).toBe(Date.parse('2026-11-25T16:00:00-05:00'))
    expect(nextSuchTimes(rental(8, '2026-11-18T09:00:00-05:00', '2026-11-18T10:00:00-05:00'), TZ, NOW).startDate).toBe(Date.parse('2026-12-02T09:00:00-05:00'))
  })

  it('keeps the wall-clock time across a change of daylight saving time', () => {
    const summer = rental(9, '2026-10-31T10:00:00-04:00', '2026-10-31T12:00:00-04:00')
    expect(nextSuchTimes(summer, TZ, NOW).startDate).toBe(Date.parse('2026-11-28T10:00:00-05:00'))
  })
})
