import { AUTO_END_AFTER_SECONDS_DEFAULT, RETURN_RADIUS_METRES_DEFAULT } from '@contracts/trip'
import { OpeningHoursSchema } from '@contracts/opening-hours'
import { z } from 'zod'
import { effectiveDelays as effectiveDelaySet } from '@contracts/delay-rules'
import { ACCESS_INSTRUCTIONS_LEAD_TIME_DEFAULT } from '@contracts/tenant-defaults'
import { LanguageSchema, DistanceUnitSchema } from '@contracts/common'
import {
  DelaysSchema,
  FEATURE_FLAGS,
  REGISTRATION_STEP_SETTINGS,
  VehicleOptionSchema,
  type Delays,
  type FeatureFlag,
  type RegistrationStepSetting,
  type Tenant,
} from '@contracts/tenant'
import { DriverFieldSchema } from '@contracts/user'
import { DEMO_WEB_CLIENT_ID } from '@contracts/http'
import { HEX_COLOR } from '@contracts/hex-color'
import { MAX_OTHER_DOCUMENTS_DEFAULT, MAX_OVERLAPPING_RENTALS_DEFAULT, SMS_LIMIT_DEFAULTS, TAX_DEFAULTS, TENANT_CONTACT_DEFAULTS } from '@contracts/tenant-defaults'
import { isPhoneNumber } from '@contracts/contact-rules'
import { AppSchemeSchema } from '@contracts/completion-redirect'

// A flag that is missing or not a boolean reads as off (DECISIONS.md: unknown values are off).
const flag = z.boolean().catch(false).default(false)
const delay = z.number().int().min(-1).catch(-1).default(-1)

const FeatureSettingsSchema = z.object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, flag])) as Record<FeatureFlag, typeof flag>).prefault({})
const RegistrationStepSettingsSchema = z.object(Object.fromEntries(REGISTRATION_STEP_SETTINGS.map((s) => [s, flag])) as Record<RegistrationStepSetting, typeof flag>).prefault({})
const DelaySettingsSchema = z.object(Object.fromEntries(Object.keys(DelaysSchema.shape).map((k) => [k, delay])) as Record<keyof Delays, typeof delay>).prefault({})

export const SsoConfigSchema = z.object({
  /** Expected `iss` of id_tokens. */
  issuer: z.string().min(1),
  /** Expected `aud` of id_tokens; also the client the browser names at the provider. */
  client_id: z.string().min(1),
  /** Where the provider publishes its signing keys; defaults to discovery from the issuer. */
  jwks_uri: z.string().nullable().default(null),
  authorization_endpoint: z.string().min(1),
  end_session_endpoint: z.string().nullable().default(null),
  scope: z.string().default('openid email profile'),
})
export type SsoConfig = z.infer<typeof SsoConfigSchema>

/** A tenant colour (contracts/hex-color.ts: the one rule of the settings, the app and the generated logo). */
export const HexColorSchema = z.string().regex(HEX_COLOR, { error: 'must be a hex colour, #rgb or #rrggbb (e.g. #0B6E4F)' })

function isImageUrl(value: string): boolean {
  // Nothing that could close the quoted CSS url("...") or the attribute the app puts it in.
  if (/[\s"'<>\\`\p{Cc}]/u.test(value)) return false
  // A path on this server ("/api/tenant/logo.svg", as the seeds use); "//host" would be another host.
  if (value.startsWith('/')) return !value.startsWith('//')
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** An image the app loads (logo, favicon, login background): an http(s) URL or a path on this server, never javascript: or data:. */
export const ImageUrlSchema = z.string().refine(isImageUrl, { error: 'must be an http(s) URL or a path starting with / (e.g. https://example.com/logo.png)' })

const THEME_DEFAULTS = {
  primary_color: '#0B6E4F',
  primary_contrast_color: '#FFFFFF',
  secondary_color: '#F2A541',
  background_color: '#F7F9F8',
  pin_color: '#0B6E4F',
  selected_pin_color: '#F2A541',
} as const
type ThemeKey = keyof typeof THEME_DEFAULTS

// Stored values are read leniently, as flags are: a colour or URL that an older version let through
// reads as its default (no image for a URL), so that one bad value neither stops the server from
// loading the tenant nor reaches a style. Writes are checked strictly (BrandingSettingsSchema).
const themeColor = (fallback: string) => HexColorSchema.catch(fallback).default(fallback)
const imageUrl = ImageUrlSchema.nullable().catch(null).default(null)

export const ThemeSettingsSchema = z
  .object(Object.fromEntries(Object.entries(THEME_DEFAULTS).map(([k, d]) => [k, themeColor(d)])) as Record<ThemeKey, ReturnType<typeof themeColor>>)
  .prefault({})

/** A phone number the app links with `tel:` (contracts/contact-rules.ts). */
export const PhoneSettingSchema = z
  .string()
  .refine(isPhoneNumber, { error: 'must be a phone number: digits, spaces, dots, dashes or brackets, an optional leading + (e.g. +1 514 555 0199)' })
const EmailSettingSchema = z.email({ error: 'must be an e-mail address (e.g. aide@example.com)' })
// Read leniently like the colours: a stored number the app could not link reads as unset.
const phone = (fallback: string | null) => PhoneSettingSchema.nullable().catch(fallback).default(fallback)

/** The operator's contact as a write must give it (`tenant set`): a bad number or address is refused, naming its key. */
export const ContactSettingsSchema = z.object({
  emergency_phone: PhoneSettingSchema.nullable().optional(),
  support_phone: PhoneSettingSchema.nullable().optional(),
  support_email: EmailSettingSchema.nullable().optional(),
})

/**
 * The settings the app styles itself with, as a write must give them (`tenant set`): a bad value is
 * refused, naming its key, instead of being read back as the default. Theme keys left out keep
 * their defaults.
 */
export const BrandingSettingsSchema = z.object({
  theme: z.object(Object.fromEntries(Object.keys(THEME_DEFAULTS).map((k) => [k, HexColorSchema.optional()])) as Record<ThemeKey, z.ZodOptional<typeof HexColorSchema>>),
  logo_url: ImageUrlSchema.nullable().optional(),
  favicon_url: ImageUrlSchema.nullable().optional(),
  login_background_url: ImageUrlSchema.nullable().optional(),
})

/**
 * Everything a tenant configures, stored as JSON in tenants.settings. Every key has a default so a
 * partial document parses; `tenant set` in the admin command line writes through this schema,
 * after BrandingSettingsSchema.
 */
export const TenantSettingsSchema = z.object({
  language: LanguageSchema.default('fr'),
  languages: z.array(LanguageSchema).min(1).default(['fr', 'en']),
  platform_type: z.enum(['private', 'public']).default('public'),
  search_engine: z.enum(['station', 'address']).default('station'),
  timezone: z.string().default('America/Montreal'),
  iso3166: z.string().length(2).default('CA'),
  currency: z.string().length(3).default('CAD'),
  distance_unit: DistanceUnitSchema.default('km'),
  date_format: z.enum(['DD-MM-YYYY', 'YYYY-MM-DD']).default('DD-MM-YYYY'),
  damage_report_mode: z.string().default('none'),
  /** Seconds a vehicle needs between two rentals (widens availability checks). */
  prepare_delay: z.number().int().min(0).default(0),
  /** Seconds before a rental's start from which its driver reads the access instructions (contracts/access-rules.ts). */
  access_instructions_lead_time: z.number().int().min(0).default(ACCESS_INSTRUCTIONS_LEAD_TIME_DEFAULT),
  /** Starts and ends of rentals keep to these hours in `timezone` (contracts/opening-hours.ts); null: any time. */
  opening_hours: OpeningHoursSchema.nullable().catch(null).default(null),
  /** Pending, prepared and in-progress rentals a driver may hold at once. */
  max_active_rentals: z.number().int().min(1).default(3),
  /** Rentals a validated driver may hold over one moment (domain/search/driver-rules.ts checkDriverHolds). */
  max_overlapping_rentals: z.number().int().min(1).default(MAX_OVERLAPPING_RENTALS_DEFAULT),
  delays: DelaySettingsSchema,
  features: FeatureSettingsSchema,
  registration_steps: RegistrationStepSettingsSchema,
  portal_modules: z.array(z.string()).default([]),
  sso: SsoConfigSchema.nullable().default(null),
  /** Per-tenant Stripe keys; when absent the deployment's keys (or the offline provider) apply. */
  stripe: z
    .object({ publishable_key: z.string().min(1), secret_key: z.string().min(1) })
    .nullable()
    .default(null),
  theme: ThemeSettingsSchema,
  logo_url: imageUrl,
  favicon_url: imageUrl,
  login_background_url: imageUrl,
  vehicle_options: z.array(VehicleOptionSchema).default([]),
  driver_fields: z.array(DriverFieldSchema).default([]),
  required_driver_fields: z.array(DriverFieldSchema).default([]),
  state_machine: z.record(z.string(), z.array(z.string())).default({}),
  /** Metres from its return station within which a trip may end there (contracts/trip.ts). */
  return_radius: z.number().int().min(1).max(100_000).default(RETURN_RADIUS_METRES_DEFAULT),
  /** Seconds past its end after which a trip never ended, its vehicle locked at its station, is ended by the lifecycle job. */
  auto_end_after: z.number().int().min(0).default(AUTO_END_AFTER_SECONDS_DEFAULT),
  /** Seconds a pending or prepared rental may go unstarted past its start before it expires (-1: contracts/tenant-defaults.ts). */
  unstarted_rental_grace: delay,
  /** Reminders before a booking starts and ends: by e-mail, by SMS, and how long before (seconds, -1: the defaults). */
  reminders: z.object({ email: z.boolean().catch(true).default(true), sms: flag, before_start: delay, before_end: delay }).prefault({}),
  web_client_id: z.string().default(DEMO_WEB_CLIENT_ID),
  /** Initial map centre [lat, lng]. */
  map_center: z.tuple([z.number(), z.number()]).default([45.5019, -73.5674]),
  /** Contact shown on the blocked and waiting pages, and in e-mails; served by GET /tenant. */
  support_email: z.string().nullable().default(TENANT_CONTACT_DEFAULTS.support_email),
  support_phone: phone(TENANT_CONTACT_DEFAULTS.support_phone),
  /** The operator's line for accidents, breakdowns and thefts: the chat's incident card calls it first. */
  emergency_phone: phone(TENANT_CONTACT_DEFAULTS.emergency_phone),
  /** Daily SMS code caps (server/domain/sms/sms-limits.ts); defaults in contracts/tenant-defaults.ts. */
  sms_limits: z
    .object({
      per_number_daily: z.number().int().min(0).default(SMS_LIMIT_DEFAULTS.per_number_daily),
      per_member_daily: z.number().int().min(0).default(SMS_LIMIT_DEFAULTS.per_member_daily),
      per_tenant_daily: z.number().int().min(0).default(SMS_LIMIT_DEFAULTS.per_tenant_daily),
    })
    .prefault({}),
  /** Taxes added to prices, in the order shown (none by default: contracts/tenant-defaults.ts). */
  taxes: z
    .array(z.object({ name: z.object({ fr: z.string().min(1).max(40), en: z.string().min(1).max(40) }), rate_percent: z.number().min(0).max(100) }))
    .max(5)
    .default(() => [...TAX_DEFAULTS]),
  /** "Other" documents a member may keep (server/domain/documents). */
  max_other_documents: z.number().int().min(0).default(MAX_OTHER_DOCUMENTS_DEFAULT),
  /**
   * The mobile apps' URI schemes a finished sign-up may go back to with a one-time code
   * (contracts/completion-redirect.ts); besides them only the tenant's own origins. None by default.
   */
  app_redirect_schemes: z.array(AppSchemeSchema).max(10).catch([]).default([]),
})
export type TenantSettings = z.infer<typeof TenantSettingsSchema>
export type TenantSettingsInput = z.input<typeof TenantSettingsSchema>

/** Parses stored settings (JSON text or object); throws when a value is of the wrong kind. */
export function parseTenantSettings(raw: string | unknown): TenantSettings {
  const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw
  return TenantSettingsSchema.parse(value ?? {})
}

/** The tenant's delays with the -1 defaults of spec section 9 applied (contracts/delay-rules.ts). */
export function effectiveDelays(settings: TenantSettings): Delays {
  return effectiveDelaySet(settings.delays)
}

export interface TenantWireOptions {
  map: { tileUrl: string; attribution: string }
}

/** GET /tenant: the wire view of a tenant (contracts/tenant.ts TenantSchema). Never exposes secrets. */
export function toTenantWire(row: { id: number; slug: string; human_name: string }, settings: TenantSettings, options: TenantWireOptions): Tenant {
  const s = settings
  const ssoOn = s.features.single_sign_on && s.sso !== null
  return {
    id: row.id,
    slug: row.slug,
    human_name: row.human_name,
    language: s.language,
    languages: s.features.multilanguage ? s.languages : [s.language],
    platform_type: s.platform_type,
    search_engine: s.search_engine,
    timezone: s.timezone,
    iso3166: s.iso3166,
    currency: s.currency,
    distance_unit: s.distance_unit,
    date_format: s.date_format,
    damage_report_mode: s.damage_report_mode,
    prepare_delay: s.prepare_delay,
    max_active_rentals: s.max_active_rentals,
    opening_hours: s.opening_hours,
    access_instructions_lead_time: s.access_instructions_lead_time,
    emergency_phone: s.emergency_phone,
    support_phone: s.support_phone,
    support_email: s.support_email,
    delays: effectiveDelays(s),
    features: { ...s.features, single_sign_on: ssoOn },
    registration_steps: s.registration_steps,
    portal_modules: s.portal_modules,
    sso:
      ssoOn && s.sso
        ? {
            issuer: s.sso.issuer,
            client_id: s.sso.client_id,
            authorization_endpoint: s.sso.authorization_endpoint,
            end_session_endpoint: s.sso.end_session_endpoint,
            scope: s.sso.scope,
          }
        : null,
    theme: s.theme,
    logo_url: s.logo_url,
    favicon_url: s.favicon_url,
    login_background_url: s.login_background_url,
    // Spec section 3 reads the tenant's images as logo, favicon and login_background: an outside
    // client finds them under those names, the app keeps reading the *_url ones.
    logo: s.logo_url ?? null,
    favicon: s.favicon_url ?? null,
    login_background: s.login_background_url ?? null,
    vehicle_options: s.vehicle_options,
    driver_fields: s.driver_fields,
    required_driver_fields: s.required_driver_fields,
    state_machine: s.state_machine,
    web_client_id: s.web_client_id,
    app_redirect_schemes: s.app_redirect_schemes,
    map: { tile_url: options.map.tileUrl, attribution: options.map.attribution, center: s.map_center },
  }
}
