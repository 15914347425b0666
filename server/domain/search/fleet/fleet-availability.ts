import { heldSpan, type TakenWindow } from '../../availability/vehicle-taken'
import type { VehicleFilters } from '../available-vehicles'
import type { FleetVehicle } from './fleet-vehicle'
import { packStation, type StationPack } from './station-pack'

/** One tenant's vehicles in memory, by id and by station (ids ascending). */
export interface TenantFleet {
  tenantId: number
  /** Rentals ending before this instant are not kept; an earlier window must ask SQL. */
  horizonMs: number
  vehicles: Map<number, FleetVehicle>
  byStation: Map<number, number[]>
  /** Each station's vehicles packed for searching; dropped when one of them changes (fleet-index.ts). */
  packs: Map<number, StationPack>
}

function packOf(fleet: TenantFleet, stationId: number): StationPack | null {
  let pack = fleet.packs.get(stationId)
  if (pack === undefined) {
    const ids = fleet.byStation.get(stationId)
    if (ids === undefined) return null
    pack = packStation(ids.flatMap((id) => fleet.vehicles.get(id) ?? []))
    fleet.packs.set(stationId, pack)
  }
  return pack
}

/**
 * Whether one of vehicle k's blocking rentals meets the held span [from, to) (ends after `from` and
 * starts before `to`: availability/vehicle-taken.ts meetsSpan, which isTaken applies to a list).
 * Those starting before `to` are a prefix of the start-sorted list, found by binary search; one of
 * them ends after `from` exactly when the latest end of that prefix does.
 */
function overlapsBusy(p: StationPack, k: number, from: number, to: number): boolean {
  const first = p.busyFrom[k]
  let lo = first
  let hi = p.busyFrom[k + 1]
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (p.busyStart[mid] < to) lo = mid + 1
    else hi = mid
  }
  return lo > first && p.busyEndSoFar[lo - 1] > from
}

/**
 * Whether vehicle k of the pack passes the filters and no blocking rental overlaps [from, to): the
 * same rules as available-vehicles.ts (vehicleFilters, noBlockingRental), cheapest tests first.
 */
function isAvailable(p: StationPack, k: number, f: VehicleFilters, from: number, to: number): boolean {
  if (p.active[k] === 0) return false
  if (f.categories.length > 0 && !f.categories.includes(p.categoryId[k])) return false
  if (f.gearsType !== null && p.gearsType[k] !== f.gearsType) return false
  if (f.seatsCount !== null && !(p.seatsCount[k] >= f.seatsCount)) return false
  if (overlapsBusy(p, k, from, to)) return false
  if (f.options.length > 0) {
    const options = p.vehicles[k].options
    for (const o of f.options) if (!options.has(o)) return false
  }
  return true
}

/**
 * One page of the available vehicles of the given stations and the total, in the SQL engine's
 * order (available-vehicles.ts): by the stations' rank, then by vehicle id.
 */
export function availableInFleet(
  fleet: TenantFleet,
  stationRanks: readonly number[],
  filters: VehicleFilters,
  window: TakenWindow,
  page: number,
  limit: number,
): { rows: FleetVehicle[]; total: number } {
  const { from, to } = heldSpan(window)
  const offset = (page - 1) * limit
  const rows: FleetVehicle[] = []
  let total = 0
  // A station appears once even when named twice (start and end); a station search names one.
  const stations = stationRanks.length === 1 ? stationRanks : new Set(stationRanks)
  for (const stationId of stations) {
    const pack = packOf(fleet, stationId)
    if (pack === null) continue
    for (let k = 0; k < pack.vehicles.length; k++) {
      if (!isAvailable(pack, k, filters, from, to)) continue
      if (total >= offset && rows.length < limit) rows.push(pack.vehicles[k])
      total++
    }
  }
  return { rows, total }
}
