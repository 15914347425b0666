import type { Delays } from '@contracts/tenant'
import type { RentalRuleSettings } from './rule-settings'

/** Rule settings for unit tests: every delay allowed (0) unless overridden. */
export function ruleSettings(delays: Partial<Delays> = {}, prepareDelay = 0): RentalRuleSettings {
  return {
    prepare_delay: prepareDelay,
    currency: 'CAD',
    distance_unit: 'km',
    features: { privacy_usage: true },
    delays: {
      minimum_reservation_duration: 900,
      maximum_reservation_duration: 30 * 86400,
      maximum_time_in_advance: 365 * 86400,
      minimum_time_before_start: 0,
      cancellation_minimal_delay: 0,
      reservation_start_time_modification_minimal_delay: 0,
      reservation_end_time_modification_minimal_delay: 0,
      ...delays,
    },
  }
}
