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

export function searchBlocker(c: SearchCriteria, s: SearchSettings, processing: boolean): SearchBlocker | null {
  const fields = searchFieldsOf(s)
  if (processing) return 'processing'
  if (c.startDate === null || c.endDate === null) return 'missing-dates'
  if (fields.startStation && c.startStation === null) return 'missing-start-station'
  if (fields.address && (c.location === null || !Number.isFinite(c.location.lat) || !Number.isFinite(c.location.long))) {
    return 'missing-location'
  }
  if (fields.rentalLabel && c.rentalLabel === null) return 'missing-rental-label'
  if (fields.estimatedDistance && c.estimatedDistance === null) return 'missing-estimated-distance'
  if (fields.destination && (c.destination === null || !c.destination.formattedAddress || !c.destination.label.trim())) {
    return 'missing-destination'
  }
  if (fields.endStation && c.endStation === null) return 'missing-end-station'
  // The server's rule (SEARCH_START_TIME_BEFORE, SEARCH_END_TIME_AFTER), said before the search is sent.
  if (openingHoursError(s.openingHours, c.startDate, c.endDate, s.timezone)) return 'outside-opening-hours'
  return null
}

/** The search submit's disabled rule of spec section 5. */
export function isSearchSubmitDisabled(c: SearchCriteria, s: SearchSettings, processing: boolean): boolean {
  return searchBlocker(c, s, processing) !== null
}
