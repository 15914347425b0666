// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pickRental } from './pick-rental'
import { rentalFixture } from '@/test-support/fixtures'

const zone = 'America/Montreal'
// Wednesday 25 November 2026, 09:00 in Montréal.
const now = Date.parse('2026-11-25T14:00:00Z')
const current = rentalFixture({ id: 1, status: 'in_progress', reservation_start_time: '2026-11-25T13:00:00Z', reservation_end_time: '2026-11-25T18:00:00Z' })
const friday = rentalFixture({ id: 2, status: 'prepared', reservation_start_time: '2026-11-27T14:00:00Z', reservation_end_time: '2026-11-27T17:00:00Z' })
const monday = rentalFixture({ id: 3, status: 'pending', reservation_start_time: '2026-11-30T14:00:00Z', reservation_end_time: '2026-11-30T17:00:00Z' })
const lastWeek = rentalFixture({ id: 4, status: 'closed', reservation_start_time: '2026-11-18T14:00:00Z', reservation_end_time: '2026-11-18T17:00:00Z' })
const older = rentalFixture({ id: 5, status: 'cancelled', reservation_start_time: '2026-11-10T14:00:00Z', reservation_end_time: '2026-11-10T17:00:00Z' })
const all = [monday, lastWeek, friday, current, older]

describe('pickRental: the booking a sentence names', () => {
  it('"cancel my friday booking" finds it by its start day in the tenant zone', () => {
    expect(pickRental(all, { which: null, date: '2026-11-27' }, now, zone)).toEqual({ kind: 'found', rental: friday })
  })
  it('a day late in the evening in Montréal is still that day', () => {
    const lateFriday = rentalFixture({ id: 6, status: 'prepared', reservation_start_time: '2026-11-28T03:00:00Z', reservation_end_time: '2026-11-28T04:00:00Z' })
    expect(pickRental([lateFriday], { which: null, date: '2026-11-27' }, now, zone)).toEqual({ kind: 'found', rental: lateFriday })
  })
  it('a day with no booking is none; two on that day are offered to choose', () => {
    expect(pickRental(all, { which: null, date: '2026-11-29' }, now, zone)).toEqual({ kind: 'none' })
    const second = { ...friday, id: 7, reservation_start_time: '2026-11-27T20:00:00Z' }
    expect(pickRental([...all, second], { which: null, date: '2026-11-27' }, now, zone)).toEqual({ kind: 'choose', candidates: [friday, second] })
  })
  it('a past day finds the finished booking', () => {
    expect(pickRental(all, { which: null, date: '2026-11-18' }, now, zone)).toEqual({ kind: 'found', rental: lastWeek })
  })
  it('next, current and last', () => {
    expect(pickRental(all, { which: 'next', date: null }, now, zone)).toEqual({ kind: 'found', rental: friday })
    expect(pickRental(all, { which: 'current', date: null }, now, zone)).toEqual({ kind: 'found', rental: current })
    expect(pickRental(all, { which: 'last', date: null }, now, zone)).toEqual({ kind: 'found', rental: lastWeek })
  })
  // Running late, opening the car (dialogues rule 9): the booking under way, else the next one.
  it('soonest: the booking in progress, else the next one, else none', () => {
    expect(pickRental(all, { which: 'soonest', date: null }, now, zone)).toEqual({ kind: 'found', rental: current })
    expect(pickRental([monday, friday, lastWeek], { which: 'soonest', date: null }, now, zone)).toEqual({ kind: 'found', rental: friday })
    expect(pickRental([lastWeek, older], { which: 'soonest', date: null }, now, zone)).toEqual({ kind: 'none' })
  })
  it('without which or date, one active booking is the one; several are offered', () => {
    expect(pickRental([friday, lastWeek], { which: null, date: null }, now, zone)).toEqual({ kind: 'found', rental: friday })
    expect(pickRental(all, { which: null, date: null }, now, zone)).toEqual({ kind: 'choose', candidates: [current, friday, monday] })
    expect(pickRental([lastWeek], { which: 'current', date: null }, now, zone)).toEqual({ kind: 'none' })
  })
})
