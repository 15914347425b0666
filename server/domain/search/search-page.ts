import type { Station } from '@contracts/reference'
import type { VehicleSearchResponse } from '@contracts/vehicle'
import type { FleetVehicle } from './fleet/fleet-vehicle'

/**
 * An available vehicle of the page: the fleet's own entry (fleet/fleet-vehicle.ts), or one made in
 * the same shape from SQL rows when no fleet answers. No object per result is made between the fleet
 * and the answer's bytes.
 */
export type PageRow = Pick<FleetVehicle, 'vehicle' | 'stationId' | 'categoryId' | 'includedDistance' | 'answerHead'>

/**
 * A vehicle search's answer before it is written: the page's rows and, side by side, what each
 * result adds to its row (prices, distance). The route writes the JSON straight from it
 * (search-json.ts): in VehicleSearchResponse form a result is four objects made and read once,
 * 200 per page. `toSearchResponse` gives that form, which is what the bytes must equal.
 */
export interface SearchPage {
  total: number
  rows: readonly PageRow[]
  /** Row i's price after the discount code, and before it, in cents of `currency`. */
  priceCents: readonly number[]
  prediscountCents: readonly number[]
  currency: string
  /** Metres from the searched point to row i's station (address engine); null for a station search. */
  distanceM: readonly (number | null)[] | null
  /** The stations rows stand at; a row whose station is not here has none in the answer. */
  stations: ReadonlyMap<number, Station>
  /** The destination stored for this search, repeated in every result. */
  destination: { id: number } | null
}

/** The station a row stands at in the answer (null without one). */
export function stationOf(page: SearchPage, row: PageRow): Station | null {
  return row.stationId === null ? null : (page.stations.get(row.stationId) ?? null)
}

export function toSearchResponse(page: SearchPage): VehicleSearchResponse {
  const results: VehicleSearchResponse['results'] = []
  for (let i = 0; i < page.rows.length; i++) {
    const row = page.rows[i]
    results.push({
      vehicle: row.vehicle,
      price: { value_cents: page.priceCents[i], iso_code: page.currency },
      prediscount_price: { value_cents: page.prediscountCents[i], iso_code: page.currency },
      distance_in_meters: page.distanceM === null ? null : page.distanceM[i],
      station: stationOf(page, row),
      destination: page.destination,
    })
  }
  return { total: page.total, results }
}
