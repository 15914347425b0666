import type { Place } from '@contracts/place'
import { searchGazetteer } from './gazetteer'
import { createHttpGeocoder, type FetchLike, type GeocodeQuery } from './http-geocoder'

export const DEFAULT_PLACES_LIMIT = 8

export interface PlacesService {
  /** Which source answers: the configured geocoder, or the built-in gazetteer. */
  source: 'http' | 'gazetteer'
  suggest(query: GeocodeQuery): Promise<Place[]>
}

export interface PlacesOptions {
  geocoderUrl: string | undefined
  fetch?: FetchLike
  timeoutMs?: number
  /** Told when the geocoder fails and the gazetteer answers instead. */
  onFallback?: (error: Error) => void
}

/**
 * Address autocomplete: the HTTP geocoder when GEOCODER_URL is configured, the built-in gazetteer
 * otherwise, and the gazetteer too when the geocoder fails, so the form keeps working offline.
 */
export function createPlacesService(options: PlacesOptions): PlacesService {
  const gazetteer = async (q: GeocodeQuery) => searchGazetteer(q.q, q.country, q.limit)
  if (!options.geocoderUrl) return { source: 'gazetteer', suggest: gazetteer }
  const geocode = createHttpGeocoder(options.geocoderUrl, options.fetch, options.timeoutMs)
  return {
    source: 'http',
    async suggest(q) {
      try {
        return await geocode(q)
      } catch (error) {
        options.onFallback?.(error as Error)
        return gazetteer(q)
      }
    },
  }
}
