import type { Position, StationSummary } from './types'

const EARTH_RADIUS_M = 6_371_000

/** Great-circle distance in metres. */
export function distanceInMeters(a: Position, b: Position): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

export function nearestStations(
  stations: readonly StationSummary[],
  from: Position,
  count: number,
): Array<StationSummary & { distance: number }> {
  return stations
    .map((s) => ({ ...s, distance: distanceInMeters(from, s) }))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, count)
}
