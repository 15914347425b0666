import { openingHoursError } from '@contracts/opening-hours'
import type { SearchCriteria } from './search-criteria'
import { searchFieldsOf, type SearchSettings } from './search-settings'

/** Why the search cannot be submitted yet; null when it can (spec section 5). */
export type SearchBlocker =
  | 'processing'
  | 'missing-dates'
  | 'missing-start-station'
  | 'missing-location'
  | 'missing-rental-label'
  | 'missing-estimated-distance'
  | 'missing-destination'
  | 'missing-end-station'
  | 'outside-opening-hours'

/** A trip detail the tenant requires of a booking (contracts/booking-fields.ts). */
export type TripDetail = 'rental-label' | 'estimated-distance' | 'destination'

/** The trip details the criteria still lack, in the order the form lists them; the server refuses a booking without them. */
export function missingTripDetails(c: SearchCriteria, s: SearchSettings): TripDetail[] {
  const fields = searchFieldsOf(s)
  const missing: TripDetail[] = []
  if (fields.rentalLabel && c.rentalLabel === null) missing.push('rental-label')
  if (fields.estimatedDistance && c.estimatedDistance === null) missing.push('estimated-distance')
  if (fields.destination && (c.destination === null || !c.destination.formattedAddress || !c.destination.label.trim())) missing.push('destination')
  return missing
}

export function searchBlocker(c: SearchCriteria, s: SearchSettings, processing: boolean): SearchBlocker | null {
  const fields = searchFieldsOf(s)
  if (processing) return 'processing'
  if (c.startDate === null || c.endDate === null) return 'missing-dates'
  if (fields.startStation && c.startStation === null) return 'missing-start-station'
  if (fields.address && (c.location === null || !Number.isFinite(c.location.lat) || !Number.isFinite(c.location.long))) {
    return 'missing-location'
  }
  const [trip] = missingTripDetails(c, s)
  if (trip) return `missing-${trip}`
  if (fields.endStation && c.endStation === null) return 'missing-end-station'
  // The server's rule (SEARCH_START_TIME_BEFORE, SEARCH_END_TIME_AFTER), said before the search is sent.
  if (openingHoursError(s.openingHours, c.startDate, c.endDate, s.timezone)) return 'outside-opening-hours'
  return null
}

/** The search submit's disabled rule of spec section 5. */
export function isSearchSubmitDisabled(c: SearchCriteria, s: SearchSettings, processing: boolean): boolean {
  return searchBlocker(c, s, processing) !== null
}
