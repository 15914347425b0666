import { INITIAL_CRITERIA, type SearchCriteria } from './search-criteria'
import type { SearchSettings } from './search-settings'

/** The demo tenant's search settings, with every optional feature off unless a test turns it on. */
export function settings(over: Partial<SearchSettings> = {}): SearchSettings {
  return {
    searchEngine: 'station',
    timezone: 'America/Montreal',
    currency: 'CAD',
    distanceUnit: 'km',
    vehicleOptions: ['air_conditioning', 'gps'],
    oneWay: false,
    useLabels: false,
    useCategories: false,
    useDiscount: false,
    useEstimatedDistance: false,
    useEstimatedDestinationField: false,
    useCarpooling: false,
    usePrivacyUsage: false,
    useRegistration: true,
    minimumReservationDuration: 901,
    maximumTimeInAdvance: 28_080_000,
    maximumReservationDuration: -1,
    ...over,
  }
}

export const T0 = Date.parse('2026-11-26T14:00:00Z')

export function criteria(over: Partial<SearchCriteria> = {}): SearchCriteria {
  return { ...INITIAL_CRITERIA, startStation: 1, startDate: T0, endDate: T0 + 3 * 3600_000, ...over }
}
