import type { Delays } from './tenant'

// Without zod, so the app's first load can use it; contracts/tenant.ts re-exports it.
/** Section 9 defaults that replace a stored -1 in GET /tenant. */
export const TENANT_DELAY_DEFAULTS: Partial<Record<keyof Delays, number>> = {
  minimum_reservation_duration: 901,
  cancellation_minimal_delay: 1,
  reservation_start_time_modification_minimal_delay: 1,
  reservation_end_time_modification_minimal_delay: 1,
  maximum_time_in_advance: 28080000,
}

/**
 * Seconds before a rental's start from which its driver reads the vehicle's access instructions
 * (DECISIONS.md); the tenant setting `access_instructions_lead_time` overrides it.
 */
export const ACCESS_INSTRUCTIONS_LEAD_TIME_DEFAULT = 86400
