import type { Place } from '@contracts/place'

export interface GeocodeQuery {
  q: string
  /** ISO 3166-1 alpha-2 of the tenant: results elsewhere are dropped. */
  country: string
  limit: number
  lang: 'fr' | 'en'
}

export type FetchLike = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

export class GeocoderError extends Error {
  override name = 'GeocoderError'
}

interface NominatimItem {
  place_id?: number | string
  osm_type?: string
  osm_id?: number | string
  lat?: string | number
  lon?: string | number
  name?: string
  display_name?: string
  address?: { country_code?: string }
}

interface PhotonFeature {
  geometry?: { coordinates?: [number, number] }
  properties?: {
    osm_type?: string
    osm_id?: number | string
    name?: string
    housenumber?: string
    street?: string
    postcode?: string
    city?: string
    state?: string
    country?: string
    countrycode?: string
  }
}

const isPhoton = (url: URL) => /\/api\/?$/.test(url.pathname)

function fromNominatim(items: NominatimItem[], country: string): Place[] {
  return items
    .filter((i) => !i.address?.country_code || i.address.country_code.toUpperCase() === country)
    .map((i) => {
      const display = i.display_name ?? ''
      return {
        place_id: `nominatim:${i.osm_type ?? ''}${i.osm_id ?? i.place_id ?? display}`,
        name: i.name || display.split(',')[0] || display,
        formatted_address: display,
        latitude: Number(i.lat),
        longitude: Number(i.lon),
      }
    })
}

function fromPhoton(features: PhotonFeature[], country: string): Place[] {
  return features
    .filter((f) => (f.properties?.countrycode ?? '').toUpperCase() === country && f.geometry?.coordinates)
    .map((f) => {
      const p = f.properties ?? {}
      const [longitude, latitude] = f.geometry!.coordinates!
      const street = [p.housenumber, p.street].filter(Boolean).join(' ')
      const name = p.name ?? (street || p.city || '')
      const parts = [p.name, street, [p.postcode, p.city].filter(Boolean).join(' '), p.state, p.country].filter((x): x is string => Boolean(x))
      return {
        place_id: `photon:${p.osm_type ?? ''}${p.osm_id ?? `${latitude},${longitude}`}`,
        name,
        formatted_address: [...new Set(parts)].join(', '),
        latitude,
        longitude,
      }
    })
}

const validPlace = (p: Place) => p.name !== '' && Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180

/**
 * A geocoder over HTTP: a Nominatim-compatible `/search` endpoint (asked with countrycodes=xx) or a
 * Photon-compatible `/api` endpoint (which has no country parameter: more are asked and the other
 * countries dropped). Either answer shape is accepted from either URL.
 */
export function createHttpGeocoder(baseUrl: string, fetchImpl: FetchLike = fetch as unknown as FetchLike, timeoutMs = 3000) {
  return async function geocode(query: GeocodeQuery): Promise<Place[]> {
    const url = new URL(baseUrl)
    const country = query.country.toUpperCase()
    url.searchParams.set('q', query.q)
    if (isPhoton(url)) {
      url.searchParams.set('limit', String(Math.min(50, query.limit * 4)))
      url.searchParams.set('lang', query.lang)
    } else {
      url.searchParams.set('format', 'jsonv2')
      url.searchParams.set('addressdetails', '1')
      url.searchParams.set('limit', String(query.limit))
      url.searchParams.set('countrycodes', country.toLowerCase())
      url.searchParams.set('accept-language', query.lang)
    }
    let body: unknown
    try {
      const res = await fetchImpl(url.toString(), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json', 'user-agent': 'frontoffice-places/1.0' },
      })
      if (!res.ok) throw new GeocoderError(`geocoder answered ${res.status}`)
      body = await res.json()
    } catch (error) {
      if (error instanceof GeocoderError) throw error
      throw new GeocoderError(`geocoder unreachable: ${(error as Error).message}`)
    }
    let places: Place[]
    if (Array.isArray(body)) places = fromNominatim(body as NominatimItem[], country)
    else if (body && typeof body === 'object' && Array.isArray((body as { features?: unknown }).features)) {
      places = fromPhoton((body as { features: PhotonFeature[] }).features, country)
    } else throw new GeocoderError('geocoder answered an unknown shape')
    return places.filter(validPlace).slice(0, query.limit)
  }
}
