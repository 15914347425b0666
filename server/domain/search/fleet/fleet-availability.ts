import type { AvailabilityWindow, VehicleFilters } from '../available-vehicles'
import type { FleetVehicle } from './fleet-vehicle'

/** One tenant's vehicles in memory, by id and by station (ids ascending). */
export interface TenantFleet {
  tenantId: number
  /** Rentals ending before this instant are not kept; an earlier window must ask SQL. */
  horizonMs: number
  vehicles: Map<number, FleetVehicle>
  byStation: Map<number, number[]>
}

/** The same rule as available-vehicles.ts noBlockingRental: no blocking rental overlaps the widened window. */
function isFree(v: FleetVehicle, from: number, to: number): boolean {
  const busy = v.busy
  for (let i = 0; i < busy.length; i += 2) if (busy[i + 1] > from && busy[i] < to) return false
  return true
}

function matches(v: FleetVehicle, f: VehicleFilters): boolean {
  if (!v.active) return false
  if (f.categories.length > 0 && (v.categoryId === null || !f.categories.includes(v.categoryId))) return false
  for (const o of f.options) if (!v.options.has(o)) return false
  if (f.gearsType !== null && v.gearsType !== f.gearsType) return false
  return f.seatsCount === null || v.seatsCount >= f.seatsCount
}

/**
 * One page of the available vehicles of the given stations and the total, in the SQL engine's
 * order (available-vehicles.ts): by the stations' rank, then by vehicle id.
 */
export function availableInFleet(
  fleet: TenantFleet,
  stationRanks: readonly number[],
  filters: VehicleFilters,
  window: AvailabilityWindow,
  page: number,
  limit: number,
): { rows: FleetVehicle[]; total: number } {
  const from = window.startMs - window.prepareDelayMs
  const to = window.endMs + window.prepareDelayMs
  const offset = (page - 1) * limit
  const rows: FleetVehicle[] = []
  let total = 0
  for (const stationId of new Set(stationRanks)) {
    for (const id of fleet.byStation.get(stationId) ?? []) {
      const v = fleet.vehicles.get(id)
      if (!v || !matches(v, filters) || !isFree(v, from, to)) continue
      if (total >= offset && rows.length < limit) rows.push(v)
      total++
    }
  }
  return { rows, total }
}
