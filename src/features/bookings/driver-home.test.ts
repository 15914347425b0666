// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Station } from '@contracts/reference'
import type { Vehicle } from '@contracts/vehicle'
import { driverHomeOf, driverHomeSummary, type DriverHomeInput } from './driver-home'
import { rentalFixture } from '@/test-support/fixtures'

const HOUR = 3600_000
const now = Date.parse('2026-11-27T15:00:00.000Z')
const at = (hours: number) => new Date(now + hours * HOUR).toISOString()
const station = (id: number, name: string): Station => ({ id, name, address: `${id} rue ${name}`, description: null, latitude: 45.5, longitude: -73.6, aliases: [] })
const vehicle = (id: number, model: string, access: string | null) => ({ id, make: 'Honda', model, access_instructions: access }) as unknown as Vehicle

const base = (over: Partial<DriverHomeInput> = {}): DriverHomeInput => ({
  inProgress: [],
  upcoming: [],
  vehicles: { 10: vehicle(10, 'Fit', 'Code 4821'), 11: vehicle(11, 'Civic', 'Code 1234') },
  stations: [station(1, 'Atwater'), station(2, 'Plateau')],
  driver: { id: 100, validated: true, workflow_next_step: 'driver_ok' },
  leadTime: 24 * 3600,
  now,
  ...over,
})

describe('driverHomeOf: what comes first at home', () => {
  it('puts the rental in progress first: its car, its end, where it goes back, and its access text', () => {
    const current = rentalFixture({
      id: 7,
      status: 'in_progress',
      vehicle_id: 10,
      start_station_id: 2,
      end_station_id: 1,
      reservation_start_time: at(-1),
      reservation_end_time: at(4),
    })
    const next = rentalFixture({ id: 8, vehicle_id: 11, reservation_start_time: at(2), reservation_end_time: at(5) })
    const home = driverHomeOf(base({ inProgress: [current], upcoming: [next] }))
    expect(home.kind).toBe('in-progress')
    if (home.kind !== 'in-progress') return
    expect(home.rental.id).toBe(7)
    expect(home.vehicle).toBe('Honda Fit')
    expect(home.end).toBe(now + 4 * HOUR)
    expect(home.returnStation?.name).toBe('Atwater')
    expect(home.access.kind).toBe('visible')
    expect(home.accessText).toBe('Code 4821')
    expect(home.canExtend).toBe(true)
  })

  it('returns a round trip to its start station, and keeps a late rental (past its end) first', () => {
    const late = rentalFixture({ id: 7, status: 'in_progress', start_station_id: 2, end_station_id: null, reservation_start_time: at(-5), reservation_end_time: at(-1) })
    const home = driverHomeOf(base({ inProgress: [late] }))
    expect(home.kind).toBe('in-progress')
    if (home.kind === 'in-progress') expect(home.returnStation?.name).toBe('Plateau')
  })

  it('says when the server refuses to move the end (no extend)', () => {
    const current = rentalFixture({
      status: 'in_progress',
      reservation_start_time: at(-1),
      reservation_end_time: at(1),
      actions: {
        modify_start: { allowed: false, until: null },
        modify_end: { allowed: false, until: null },
        cancel: { allowed: false, until: null },
        geotracking: { allowed: false },
      },
    })
    const home = driverHomeOf(base({ inProgress: [current] }))
    expect(home.kind === 'in-progress' && home.canExtend).toBe(false)
  })

  it('else shows the upcoming booking that starts soonest, without its access text before the lead time', () => {
    const later = rentalFixture({ id: 9, vehicle_id: 11, reservation_start_time: at(72), reservation_end_time: at(75) })
    const sooner = rentalFixture({ id: 8, vehicle_id: 10, start_station_id: 2, reservation_start_time: at(48), reservation_end_time: at(50) })
    const home = driverHomeOf(base({ upcoming: [later, sooner] }))
    expect(home.kind).toBe('next')
    if (home.kind !== 'next') return
    expect(home.rental.id).toBe(8)
    expect(home.station?.name).toBe('Plateau')
    expect(home.access).toEqual({ kind: 'later', from: now + 24 * HOUR, afterValidation: false })
    expect(home.accessText).toBeNull()
  })

  it('keeps the access text from a driver awaiting validation, by the access rule', () => {
    const current = rentalFixture({ status: 'in_progress', vehicle_id: 10, reservation_start_time: at(-1), reservation_end_time: at(3) })
    const home = driverHomeOf(base({ inProgress: [current], driver: { id: 100, validated: false, workflow_next_step: 'driver_waiting_for_validation' } }))
    expect(home.kind === 'in-progress' && home.accessText).toBeNull()
    expect(home.kind === 'in-progress' && home.access.kind).toBe('later')
  })

  it('ignores rentals driven by someone else, and shows nothing when there is none (the search comes first)', () => {
    const theirs = rentalFixture({ driver_id: 555, status: 'in_progress', reservation_start_time: at(-1), reservation_end_time: at(3) })
    expect(driverHomeOf(base({ inProgress: [theirs] }))).toEqual({ kind: 'none' })
    expect(driverHomeSummary({ kind: 'none' })).toBeNull()
  })

  it('sums the home up for the chat: vehicle, instant and station in plain values', () => {
    const current = rentalFixture({ status: 'in_progress', vehicle_id: 10, end_station_id: 1, reservation_start_time: at(-1), reservation_end_time: at(4) })
    expect(driverHomeSummary(driverHomeOf(base({ inProgress: [current] })))).toEqual({ kind: 'in-progress', vehicle: 'Honda Fit', at: at(4), station: 'Atwater', canExtend: true })
  })
})
