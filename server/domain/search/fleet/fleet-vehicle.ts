import type { Vehicle } from '@contracts/vehicle'
import type { VehicleRow } from '../../../db/schema'
import { toSearchVehicleWire } from '../wire'

/** What a search needs of a vehicle, kept in memory by FleetIndex. */
export interface FleetVehicle {
  id: number
  /** The wire description, one object for as long as the row is unchanged (its JSON is cached). */
  vehicle: Vehicle
  stationId: number | null
  categoryId: number | null
  active: boolean
  gearsType: string
  seatsCount: number
  /** The stored option names, as the SQL engine's LIKE '%"name"%' reads them. */
  options: ReadonlySet<string>
  includedDistance: number
  /** Blocking rentals ending after the fleet's horizon, flat: start0, end0, start1, end1... */
  busy: readonly number[]
  /**
   * The UTF-8 start of this vehicle's result in a search answer, written by search-json.ts on the
   * first answer that holds it. Kept here, on the entry every search already reads, rather than on
   * the wire object: reading that object only for its piece was a cache miss per result.
   */
  answerHead: Buffer | null
}

export interface BusyRow {
  vehicle_id: number
  reservation_start_time: number
  reservation_end_time: number
}

function storedOptions(text: string): Set<string> {
  try {
    const list: unknown = JSON.parse(text)
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [])
  } catch {
    return new Set()
  }
}

export function toFleetVehicle(row: VehicleRow, busy: readonly BusyRow[]): FleetVehicle {
  const intervals: number[] = []
  for (const b of busy) intervals.push(Number(b.reservation_start_time), Number(b.reservation_end_time))
  return {
    id: row.id,
    vehicle: toSearchVehicleWire(row),
    stationId: row.station_id,
    categoryId: row.category_id,
    active: row.active === 1,
    gearsType: row.gears_type,
    seatsCount: row.seats_count,
    options: storedOptions(row.options),
    includedDistance: row.included_distance,
    busy: intervals,
    answerHead: null,
  }
}
