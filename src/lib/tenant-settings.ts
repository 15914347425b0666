import { effectiveDelay } from '@contracts/delay-rules'
import type { DistanceUnit } from '@contracts/common'
import type { OpeningHours } from '@contracts/opening-hours'
import type { Delays, Tenant } from '@contracts/tenant'

/*
 * The one projection of GET /tenant into the client's settings: the flags of spec section 3, the
 * delays with their section 9 defaults, and what the search and booking flow read. The tenant
 * store computes it once per loaded tenant; the screens, the chat's environment (its handlers
 * receive it, they read no store) and the dialogue replay all take theirs from here.
 */

/**
 * The client flags of spec section 3, derived from the tenant's feature flags (unknown means off).
 * usePrivacyUsageTimeSlot is left out: the spec never says what it changes (docs/DECISIONS.md).
 */
export interface ClientFlags {
  usePayments: boolean
  useFleetPlanning: boolean
  useMultilanguage: boolean
  useCarpooling: boolean
  useRegistration: boolean
  autoRegister: boolean
  useSingleSignOn: boolean
  oneWay: boolean
  useCategories: boolean
  useLabels: boolean
  useDiscount: boolean
  useEstimatedDistance: boolean
  useEstimatedDestinationField: boolean
  usePrivacyUsage: boolean
  useTermsAndConditions: boolean
  useCookieConsent: boolean
  /** Beyond the spec's list: a payment card is required to book. */
  paymentCardRequired: boolean
  /** Beyond the spec's list: drivers may edit their profile (else the fleet manager does). */
  profileEdition: boolean
  /** The assistant is offered: the tenant's portal modules list 'chat' (spec section 3's portal modules). */
  offersChat: boolean
}

/** The tenant's delays of spec section 3, in seconds, a stored -1 replaced by its section 9 default. */
export interface ClientDelays {
  minimumReservationDuration: number
  /** 0 or less: no maximum. */
  maximumReservationDuration: number
  maximumTimeInAdvance: number
  /** Notice a start needs (the server refuses a sooner one: SEARCH_START_TIME_TOO_SOON); 0: none. */
  minimumTimeBeforeStart: number
  cancellationMinimalDelay: number
  reservationStartTimeModificationMinimalDelay: number
  reservationEndTimeModificationMinimalDelay: number
}

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

export interface ClientSettings {
  flags: ClientFlags
  delays: ClientDelays
  search: SearchSettings
}

/** The parts of GET /tenant the projection reads. */
export type ProjectedTenant = Pick<
  Tenant,
  'features' | 'sso' | 'languages' | 'portal_modules' | 'delays' | 'search_engine' | 'timezone' | 'currency' | 'distance_unit' | 'vehicle_options' | 'opening_hours'
>

function flagsOf(tenant: ProjectedTenant): ClientFlags {
  const on = (flag: keyof Tenant['features']) => tenant.features[flag] === true
  return {
    usePayments: on('payments'),
    useFleetPlanning: on('fleet_planning'),
    // A language toggle needs two languages to toggle between.
    useMultilanguage: on('multilanguage') && tenant.languages.length > 1,
    useCarpooling: on('carpooling'),
    useRegistration: on('registration'),
    autoRegister: on('auto_register'),
    // Without the issuer's settings there is nowhere to send the visitor.
    useSingleSignOn: on('single_sign_on') && tenant.sso !== null,
    oneWay: on('one_way'),
    useCategories: on('categories'),
    useLabels: on('labels'),
    useDiscount: on('discount'),
    useEstimatedDistance: on('estimated_distance'),
    useEstimatedDestinationField: on('estimated_destination_field'),
    usePrivacyUsage: on('privacy_usage'),
    useTermsAndConditions: on('terms_and_conditions'),
    useCookieConsent: on('cookie_consent'),
    paymentCardRequired: on('payment_card_required'),
    profileEdition: on('profile_edition'),
    offersChat: tenant.portal_modules.includes('chat'),
  }
}

/** GET /tenant already applies the defaults; applying them again keeps the client safe from a stored -1. */
function delaysOf(d: Delays): ClientDelays {
  return {
    minimumReservationDuration: effectiveDelay('minimum_reservation_duration', d.minimum_reservation_duration),
    maximumReservationDuration: effectiveDelay('maximum_reservation_duration', d.maximum_reservation_duration),
    maximumTimeInAdvance: effectiveDelay('maximum_time_in_advance', d.maximum_time_in_advance),
    minimumTimeBeforeStart: effectiveDelay('minimum_time_before_start', d.minimum_time_before_start),
    cancellationMinimalDelay: effectiveDelay('cancellation_minimal_delay', d.cancellation_minimal_delay),
    reservationStartTimeModificationMinimalDelay: effectiveDelay('reservation_start_time_modification_minimal_delay', d.reservation_start_time_modification_minimal_delay),
    reservationEndTimeModificationMinimalDelay: effectiveDelay('reservation_end_time_modification_minimal_delay', d.reservation_end_time_modification_minimal_delay),
  }
}

export function clientSettingsOf(tenant: ProjectedTenant): ClientSettings {
  const flags = flagsOf(tenant)
  const delays = delaysOf(tenant.delays)
  const search: SearchSettings = {
    searchEngine: tenant.search_engine,
    timezone: tenant.timezone,
    currency: tenant.currency,
    distanceUnit: tenant.distance_unit,
    vehicleOptions: tenant.vehicle_options,
    oneWay: flags.oneWay,
    useLabels: flags.useLabels,
    useCategories: flags.useCategories,
    useDiscount: flags.useDiscount,
    useEstimatedDistance: flags.useEstimatedDistance,
    useEstimatedDestinationField: flags.useEstimatedDestinationField,
    useCarpooling: flags.useCarpooling,
    usePrivacyUsage: flags.usePrivacyUsage,
    useRegistration: flags.useRegistration,
    minimumReservationDuration: delays.minimumReservationDuration,
    maximumTimeInAdvance: delays.maximumTimeInAdvance,
    maximumReservationDuration: delays.maximumReservationDuration,
    minimumTimeBeforeStart: delays.minimumTimeBeforeStart,
    openingHours: tenant.opening_hours ?? null,
  }
  return { flags, delays, search }
}
