import { effectiveDelay } from '@contracts/delay-rules'
import { requiredBookingFields } from '@contracts/booking-fields'
import type { Tenant } from '@contracts/tenant'
import type { DistanceUnit } from '@contracts/common'
import type { OpeningHours } from '@contracts/opening-hours'

/** The tenant settings the search and booking flow read, in the client's names (spec section 3). */
export interface SearchSettings {
  searchEngine: 'station' | 'address'
  timezone: string
  currency: string
  distanceUnit: DistanceUnit
  vehicleOptions: Tenant['vehicle_options']
  oneWay: boolean
  useLabels: boolean
  useCategories: boolean
  useDiscount: boolean
  useEstimatedDistance: boolean
  useEstimatedDestinationField: boolean
  useCarpooling: boolean
  usePrivacyUsage: boolean
  useRegistration: boolean
  /** Seconds. */
  minimumReservationDuration: number
  /** Seconds. */
  maximumTimeInAdvance: number
  /** Seconds; 0 or less: no maximum. */
  maximumReservationDuration: number
  /** Seconds of notice a start needs (the server refuses a sooner one: SEARCH_START_TIME_TOO_SOON); 0: none. */
  minimumTimeBeforeStart: number
  /** Starts and ends keep to these, in `timezone` (contracts/opening-hours.ts); absent or null: any time. */
  openingHours?: OpeningHours | null
}

/** Reads the search settings from GET /tenant (its delays already carry the section 9 defaults). */
export function searchSettingsOf(tenant: Tenant): SearchSettings {
  const f = tenant.features
  const d = tenant.delays
  return {
    searchEngine: tenant.search_engine,
    timezone: tenant.timezone,
    currency: tenant.currency,
    distanceUnit: tenant.distance_unit,
    vehicleOptions: tenant.vehicle_options,
    oneWay: f.one_way,
    useLabels: f.labels,
    useCategories: f.categories,
    useDiscount: f.discount,
    useEstimatedDistance: f.estimated_distance,
    useEstimatedDestinationField: f.estimated_destination_field,
    useCarpooling: f.carpooling,
    usePrivacyUsage: f.privacy_usage,
    useRegistration: f.registration,
    minimumReservationDuration: effectiveDelay('minimum_reservation_duration', d.minimum_reservation_duration),
    maximumTimeInAdvance: effectiveDelay('maximum_time_in_advance', d.maximum_time_in_advance),
    maximumReservationDuration: d.maximum_reservation_duration,
    minimumTimeBeforeStart: d.minimum_time_before_start,
    openingHours: tenant.opening_hours ?? null,
  }
}

/** Which optional fields the search form shows (spec section 2, search form). */
export interface SearchFields {
  startStation: boolean
  endStation: boolean
  address: boolean
  destination: boolean
  rentalLabel: boolean
  estimatedDistance: boolean
  categories: boolean
  discountCode: boolean
}

export function searchFieldsOf(s: SearchSettings): SearchFields {
  const station = s.searchEngine === 'station'
  const required = requiredBookingFields({ labels: s.useLabels, estimated_distance: s.useEstimatedDistance, estimated_destination_field: s.useEstimatedDestinationField })
  return {
    startStation: station,
    endStation: station && s.oneWay,
    address: s.searchEngine === 'address',
    destination: required.destination,
    rentalLabel: required.rentalLabel,
    estimatedDistance: required.estimatedDistance,
    categories: s.useCategories,
    discountCode: s.useDiscount,
  }
}
