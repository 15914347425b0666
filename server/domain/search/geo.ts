const EARTH_RADIUS_M = 6_371_008.8

export interface LatLng {
  latitude: number
  longitude: number
}

const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in metres (haversine). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface BoundingBox {
  minLat: number
  maxLat: number
  minLng: number
  maxLng: number
}

/**
 * A box that contains every point within `radiusM` of the centre, for an indexed prefilter before
 * the exact haversine test. Near the poles or across the antimeridian it widens to all longitudes.
 */
export function boundingBox(centre: LatLng, radiusM: number): BoundingBox {
  const dLat = (radiusM / EARTH_RADIUS_M) * (180 / Math.PI)
  const minLat = Math.max(-90, centre.latitude - dLat)
  const maxLat = Math.min(90, centre.latitude + dLat)
  const cosLat = Math.min(Math.cos(rad(minLat)), Math.cos(rad(maxLat)))
  const dLng = cosLat <= 1e-9 ? 360 : (radiusM / (EARTH_RADIUS_M * cosLat)) * (180 / Math.PI)
  if (dLng >= 180 || centre.longitude - dLng < -180 || centre.longitude + dLng > 180) {
    return { minLat, maxLat, minLng: -180, maxLng: 180 }
  }
  return { minLat, maxLat, minLng: centre.longitude - dLng, maxLng: centre.longitude + dLng }
}
