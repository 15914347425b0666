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
 * Defaults (seconds) of the tenant settings the background jobs read, used when the tenant stores
 * -1 or nothing: how long a pending or prepared rental may go unstarted past its start before it
 * expires (and stops counting as active), and how long before a booking's start and end its
 * driver is reminded.
 */
export const TENANT_JOB_DEFAULTS = {
  unstarted_rental_grace: 1800,
  reminder_before_start: 7200,
  reminder_before_end: 1800,
} as const
