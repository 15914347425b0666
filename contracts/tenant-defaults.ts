import type { Delays } from './tenant'

// Without zod, so the app's first load can use it.
/** Section 9 defaults that replace a stored -1 in GET /tenant. */
export const TENANT_DELAY_DEFAULTS: Partial<Record<keyof Delays, number>> = {
  minimum_reservation_duration: 901,
  cancellation_minimal_delay: 1,
  reservation_start_time_modification_minimal_delay: 1,
  reservation_end_time_modification_minimal_delay: 1,
  maximum_time_in_advance: 28080000,
}

/**
 * Daily caps on SMS codes (toll fraud), each over a rolling 24-hour window; a tenant sets
 * its own in settings.sms_limits. 0 sends nothing.
 */
export const SMS_LIMIT_DEFAULTS = {
  /** Codes sent to one number. */
  per_number_daily: 5,
  /** Codes one member asks for, whatever the numbers. */
  per_member_daily: 5,
  /** Codes the whole tenant sends. */
  per_tenant_daily: 1000,
} as const

/**
 * Rentals a validated driver may hold over one moment (server/domain/search/driver-rules.ts); a
 * tenant sets its own in settings.max_overlapping_rentals. A driver not yet validated holds one.
 */
export const MAX_OVERLAPPING_RENTALS_DEFAULT = 2

/** "Other" documents a member may keep; a tenant sets its own in settings.max_other_documents. */
export const MAX_OTHER_DOCUMENTS_DEFAULT = 20

/**
 * Seconds before a rental's start from which its driver reads the vehicle's access instructions
 * (DECISIONS.md); the tenant setting `access_instructions_lead_time` overrides it.
 */
export const ACCESS_INSTRUCTIONS_LEAD_TIME_DEFAULT = 86400

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

/**
 * The operator's numbers and address, served by GET /tenant (the chat's incident card calls
 * the emergency number first). Null until the tenant sets them (`admin tenant set <slug>
 * emergency_phone "+1 514 555 0199"`): without an emergency number the incident card offers the
 * support phone, and always the public emergency services (contracts/contact-rules.ts).
 */
export const TENANT_CONTACT_DEFAULTS = {
  emergency_phone: null,
  support_phone: null,
  support_email: null,
} as const

/** The public emergency services' number by country (ISO 3166); 112 elsewhere (Europe, and most mobile networks). */
export const PUBLIC_EMERGENCY_NUMBERS: Readonly<Record<string, string>> = { CA: '911', US: '911' }
export const PUBLIC_EMERGENCY_NUMBER_DEFAULT = '112'

/**
 * A tax the tenant adds to its prices: its name as drivers read it in each language
 * ("TPS" / "GST") and its rate in percent (5, 9.975). Each tax is computed on the price after the
 * discount and rounded to the cent; the tenant setting `taxes` lists them in the order shown.
 */
export interface TaxRate {
  name: { fr: string; en: string }
  rate_percent: number
}

/** No taxes unless the tenant sets some: prices are then shown and charged as the rates give them. */
export const TAX_DEFAULTS: readonly TaxRate[] = []
