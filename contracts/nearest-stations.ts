/**
 * The one rule of "nearest stations" (spec section 7: the browser's position), read by the chat's
 * station question and the classic search form alike. Imports nothing.
 */
export interface GeoPoint {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_M = 6_371_000

/** Great-circle distance in metres. */
export function distanceInMeters(a: GeoPoint, b: GeoPoint): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.latitude - a.latitude)
  const dLon = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** The stations nearest first (ties by name), each with its distance; `count` of them, or all. */
export function nearestStations<S extends GeoPoint & { name: string }>(stations: readonly S[], from: GeoPoint, count = Infinity): Array<S & { distance: number }> {
  return stations
    .map((s) => ({ ...s, distance: distanceInMeters(from, s) }))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, count)
}
