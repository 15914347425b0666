import { OpeningHoursSchema } from './opening-hours'
import { z } from 'zod'
import { DistanceUnitSchema, LanguageSchema } from './common'
import { DriverFieldSchema } from './user'

export const VEHICLE_OPTIONS = ['airbag', 'air_conditioning', 'gps', 'usb_plug', 'snow_tire', 'bluetooth'] as const
export const VehicleOptionSchema = z.enum(VEHICLE_OPTIONS)
export type VehicleOption = z.infer<typeof VehicleOptionSchema>

/** Feature flags as the server sends them; the client names them useX (spec section 3). */
export const FEATURE_FLAGS = [
  'payments',
  'payment_card_required',
  'fleet_planning',
  'multilanguage',
  'carpooling',
  'registration',
  'auto_register',
  'single_sign_on',
  'one_way',
  'categories',
  'labels',
  'discount',
  'estimated_distance',
  'estimated_destination_field',
  'privacy_usage',
  'terms_and_conditions',
  'cookie_consent',
  'profile_edition',
] as const
export type FeatureFlag = (typeof FEATURE_FLAGS)[number]
export const FeaturesSchema = z.object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>)
export type Features = z.infer<typeof FeaturesSchema>

/** Registration steps a tenant may switch on; account creation is always on. */
export const REGISTRATION_STEP_SETTINGS = [
  'personal_details',
  'phone_number',
  'license_details',
  'driver_license',
  'id_document',
  'selfie_document',
  'other_document',
  'credit_card',
] as const
export type RegistrationStepSetting = (typeof REGISTRATION_STEP_SETTINGS)[number]
export const RegistrationStepsSchema = z.object(Object.fromEntries(REGISTRATION_STEP_SETTINGS.map((s) => [s, z.boolean()])) as Record<RegistrationStepSetting, z.ZodBoolean>)

/** Delays and durations in seconds (DECISIONS.md); GET /tenant applies the -1 defaults of spec section 9. */
export const DelaysSchema = z.object({
  minimum_reservation_duration: z.number().int(),
  maximum_reservation_duration: z.number().int(),
  maximum_time_in_advance: z.number().int(),
  minimum_time_before_start: z.number().int(),
  cancellation_minimal_delay: z.number().int(),
  reservation_start_time_modification_minimal_delay: z.number().int(),
  reservation_end_time_modification_minimal_delay: z.number().int(),
})
export type Delays = z.infer<typeof DelaysSchema>

export const ThemeSchema = z.object({
  primary_color: z.string(),
  primary_contrast_color: z.string(),
  secondary_color: z.string(),
  background_color: z.string(),
  pin_color: z.string(),
  selected_pin_color: z.string(),
})
export type Theme = z.infer<typeof ThemeSchema>

export const SsoSettingsSchema = z.object({
  issuer: z.string(),
  client_id: z.string(),
  authorization_endpoint: z.string(),
  end_session_endpoint: z.string().nullable(),
  scope: z.string(),
})

export const TenantSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  human_name: z.string(),
  language: LanguageSchema,
  languages: z.array(LanguageSchema),
  platform_type: z.enum(['private', 'public']),
  search_engine: z.enum(['station', 'address']),
  timezone: z.string(),
  iso3166: z.string().length(2),
  currency: z.string().length(3),
  distance_unit: DistanceUnitSchema,
  /** Format of dates typed by drivers: DD-MM-YYYY by default, or YYYY-MM-DD (spec section 5). */
  date_format: z.enum(['DD-MM-YYYY', 'YYYY-MM-DD']),
  damage_report_mode: z.string(),
  prepare_delay: z.number().int(),
  max_active_rentals: z.number().int(),
  /** Rentals start and end within these hours, in `timezone` (contracts/opening-hours.ts); null: any time. */
  opening_hours: OpeningHoursSchema.nullable().optional(),
  /** Seconds before a rental's start from which its driver reads the access instructions (contracts/access-rules.ts). */
  access_instructions_lead_time: z.number().int(),
  /**
   * The operator's emergency line (accident, breakdown, theft), its support line and address; null
   * when not set (contracts/contact-rules.ts). Defaults for a tenant cached before they were served.
   */
  emergency_phone: z.string().nullable().default(null),
  support_phone: z.string().nullable().default(null),
  support_email: z.string().nullable().default(null),
  delays: DelaysSchema,
  features: FeaturesSchema,
  registration_steps: RegistrationStepsSchema,
  portal_modules: z.array(z.string()),
  sso: SsoSettingsSchema.nullable(),
  theme: ThemeSchema,
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  login_background_url: z.string().nullable(),
  /** The same three images under the names spec section 3 gives them. */
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  login_background: z.string().nullable(),
  vehicle_options: z.array(VehicleOptionSchema),
  driver_fields: z.array(DriverFieldSchema),
  required_driver_fields: z.array(DriverFieldSchema),
  state_machine: z.record(z.string(), z.array(z.string())),
  /** The public OAuth client of this tenant's web front office. */
  web_client_id: z.string(),
  /** The mobile apps' schemes a finished sign-up may return to with a one-time code (contracts/completion-redirect.ts). */
  app_redirect_schemes: z.array(z.string()).default([]),
  /** Map tiles: URL template and attribution (configurable per deployment). */
  map: z.object({ tile_url: z.string(), attribution: z.string(), center: z.tuple([z.number(), z.number()]) }),
})
export type Tenant = z.infer<typeof TenantSchema>
export const TenantResponseSchema = z.object({ tenant: TenantSchema })
