import type { Delays, Tenant } from '@contracts/tenant'
import { effectiveDelay } from '@contracts/delay-rules'

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

export function clientFlags(tenant: Pick<Tenant, 'features' | 'sso' | 'languages' | 'portal_modules'>): ClientFlags {
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

/** The tenant's delays of spec section 3, in seconds. */
export interface ClientDelays {
  minimumReservationDuration: number
  maximumReservationDuration: number
  maximumTimeInAdvance: number
  minimumTimeBeforeStart: number
  cancellationMinimalDelay: number
  reservationStartTimeModificationMinimalDelay: number
  reservationEndTimeModificationMinimalDelay: number
}

/** A stored -1 becomes the default of spec section 9 (the server applies them too; this keeps the client safe). */
const withDefault = (delays: Delays, key: keyof Delays): number => effectiveDelay(key, delays[key])

export function clientDelays(tenant: Pick<Tenant, 'delays'>): ClientDelays {
  const d = tenant.delays
  return {
    minimumReservationDuration: withDefault(d, 'minimum_reservation_duration'),
    maximumReservationDuration: withDefault(d, 'maximum_reservation_duration'),
    maximumTimeInAdvance: withDefault(d, 'maximum_time_in_advance'),
    minimumTimeBeforeStart: withDefault(d, 'minimum_time_before_start'),
    cancellationMinimalDelay: withDefault(d, 'cancellation_minimal_delay'),
    reservationStartTimeModificationMinimalDelay: withDefault(d, 'reservation_start_time_modification_minimal_delay'),
    reservationEndTimeModificationMinimalDelay: withDefault(d, 'reservation_end_time_modification_minimal_delay'),
  }
}
