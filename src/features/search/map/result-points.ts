import type { VehicleSearchResult } from '@contracts/vehicle'
import type { MapPoint } from './search-map'

/** The pins of search results: where the vehicle's box says it is, else its station. */
export function resultPoints(results: readonly VehicleSearchResult[], selectedId: number | null, onSelect: (r: VehicleSearchResult) => void): MapPoint[] {
  return results.flatMap((r) => {
    const lat = r.vehicle.box_latitude ?? r.station?.latitude
    const long = r.vehicle.box_longitude ?? r.station?.longitude
    if (lat == null || long == null) return []
    return [
      {
        id: `v${r.vehicle.id}`,
        lat,
        long,
        title: `${r.vehicle.make} ${r.vehicle.model}${r.station ? ` · ${r.station.name}` : ''}`,
        selected: selectedId === r.vehicle.id,
        onSelect: () => onSelect(r),
      },
    ]
  })
}
