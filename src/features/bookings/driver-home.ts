import { accessInstructionsState, type AccessDriver, type AccessInstructionsState } from '@contracts/access-rules'
import type { Station } from '@contracts/reference'
import type { Rental } from '@contracts/rental'
import type { Vehicle } from '@contracts/vehicle'
import { isRentalDriver } from '@contracts/rental-driver'
import { shownText } from './shown-text'

export type HomeStation = Pick<Station, 'id' | 'name' | 'address'>

/** What the home and the chat's greeting put first for a member: the car they hold, else the next one. */
export type DriverHome =
  | {
      kind: 'in-progress'
      rental: Rental
      /** "Honda Fit", null until the vehicle is known. */
      vehicle: string | null
      end: number
      /** Where the car goes back: the rental's end station, or its start station on a round trip. */
      returnStation: HomeStation | null
      /** The end can still move (spec section 5 delay rule, through the server's actions). */
      canExtend: boolean
      access: AccessInstructionsState
      /** The vehicle's access text, only when the access rule says the driver reads it now. */
      accessText: string | null
    }
  | {
      kind: 'next'
      rental: Rental
      vehicle: string | null
      start: number
      station: HomeStation | null
      access: AccessInstructionsState
      accessText: string | null
    }
  | { kind: 'none' }

export interface DriverHomeInput {
  /** GET /rentals of the in-progress statuses and of the upcoming ones: the member's own rentals as driver. */
  inProgress: readonly Rental[]
  upcoming: readonly Rental[]
  vehicles: Readonly<Record<number, Vehicle>>
  stations: readonly Station[]
  driver: AccessDriver & { id: number }
  /** The tenant's access_instructions_lead_time, in seconds. */
  leadTime: number | null | undefined
  now: number
}

const stationOf = (stations: readonly Station[], id: number | null): HomeStation | null => {
  const s = id === null ? undefined : stations.find((st) => st.id === id)
  return s ? { id: s.id, name: s.name, address: s.address } : null
}

const nameOf = (vehicle: Vehicle | undefined): string | null => (vehicle ? `${vehicle.make} ${vehicle.model}` : null)

/**
 * The one rule of what comes first at home: the rental in progress that ends soonest (the one to
 * bring back), else the upcoming rental that starts soonest, else nothing (the search). Only the
 * member's own rentals as driver count: a carpool they ride in has its own list.
 */
export function driverHomeOf(input: DriverHomeInput): DriverHome {
  const { now, driver } = input
  // A rental in progress past its end (a late driver) still comes first: the car is still out.
  const own = (r: Rental) => isRentalDriver(r, driver.id)
  const span = (r: Rental) => ({ status: r.status, start: Date.parse(r.reservation_start_time), end: Date.parse(r.reservation_end_time) })
  const access = (r: Rental) => {
    const state = accessInstructionsState(driver, span(r), input.leadTime, now)
    return { access: state, accessText: state.kind === 'visible' ? shownText(input.vehicles[r.vehicle_id]?.access_instructions) : null }
  }

  const current = input.inProgress.filter(own).sort((a, b) => Date.parse(a.reservation_end_time) - Date.parse(b.reservation_end_time))[0]
  if (current) {
    const canExtend = current.actions.modify_end.allowed
    return {
      kind: 'in-progress',
      rental: current,
      vehicle: nameOf(input.vehicles[current.vehicle_id]),
      end: Date.parse(current.reservation_end_time),
      returnStation: stationOf(input.stations, current.end_station_id ?? current.start_station_id),
      canExtend,
      ...access(current),
    }
  }
  const next = input.upcoming
    .filter((r) => own(r) && Date.parse(r.reservation_end_time) > now)
    .sort((a, b) => Date.parse(a.reservation_start_time) - Date.parse(b.reservation_start_time))[0]
  if (next) {
    return {
      kind: 'next',
      rental: next,
      vehicle: nameOf(input.vehicles[next.vehicle_id]),
      start: Date.parse(next.reservation_start_time),
      station: stationOf(input.stations, next.start_station_id),
      ...access(next),
    }
  }
  return { kind: 'none' }
}

/** The home as the chat says it: plain values a pure dialog handler can word (src/chat/dialog/home-words.ts). */
export interface DriverHomeSummary {
  kind: 'in-progress' | 'next'
  vehicle: string | null
  /** The end of a rental in progress, the start of the next one (ISO 8601). */
  at: string
  station: string | null
  canExtend: boolean
  /** The next booking's start window is open (from the tenant's prepare delay before its start). */
  startable?: boolean
}

/** The next booking may start now: from the tenant's prepare delay (seconds) before its start, until its end. */
export const isStartable = (home: DriverHome, prepareDelay: number, now: number) =>
  home.kind === 'next' && now >= home.start - Math.max(0, prepareDelay) * 1000 && now < Date.parse(home.rental.reservation_end_time)

export function driverHomeSummary(home: DriverHome, prepareDelay?: number, now = Date.now()): DriverHomeSummary | null {
  if (home.kind === 'in-progress') {
    return { kind: 'in-progress', vehicle: home.vehicle, at: new Date(home.end).toISOString(), station: home.returnStation?.name ?? null, canExtend: home.canExtend }
  }
  if (home.kind === 'next') {
    const startable = prepareDelay === undefined ? {} : { startable: isStartable(home, prepareDelay, now) }
    return { kind: 'next', vehicle: home.vehicle, at: new Date(home.start).toISOString(), station: home.station?.name ?? null, canExtend: false, ...startable }
  }
  return null
}
