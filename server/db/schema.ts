import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * Storage conventions, identical on SQLite and PostgreSQL so one query layer serves both:
 * - instants are epoch milliseconds in bigint columns (`*_at`, `*_time`), compared as numbers;
 * - booleans are integers 0/1;
 * - lists and settings are JSON text.
 * Every table but `tenants` carries tenant_id, and every query filters on it.
 */
type Id = Generated<number>
type Ms = number
type Bool = number
type Json = string

export interface TenantTable {
  id: Id
  slug: string
  /** Host names that resolve to this tenant (JSON list), e.g. ["localhost", "127.0.0.1"]. */
  hosts: Json
  human_name: string
  /** The whole tenant configuration (TenantSettings in server/tenants/settings.ts). */
  settings: Json
  created_at: Ms
}

export interface OauthClientTable {
  id: Id
  tenant_id: number
  client_id: string
  /** Null for a public client (the web front office), which needs no secret. */
  secret_hash: string | null
  name: string
}

export interface UserTable {
  id: Id
  tenant_id: number
  email: string
  password_hash: string | null
  first_name: string | null
  last_name: string | null
  address_line1: string | null
  address_line2: string | null
  address_postal_code: string | null
  address_locality: string | null
  address_state: string | null
  address_country: string | null
  birthday_time: string | null
  birthday_location: string | null
  cell_phone: string | null
  /** A new number waiting for its SMS confirmation (phone change). */
  pending_cell_phone: string | null
  /** The licence expiry date (driving_licence_expiration_time) the member was warned of, 30 days ahead. */
  licence_warned_for: string | null
  /** Booking reminders: email, sms or none; null as the tenant sends them (contracts/reminder-channel.ts). */
  reminder_channel: string | null
  /** Which booking reminders: start or end only; null, both (contracts/reminder-channel.ts). */
  reminder_timing: string | null
  /** The registration flow picked at sign-up, where the tenant offers more than one. */
  registration_flow_id: number | null
  driving_licence_number: string | null
  driving_licence_location: string | null
  driving_licence_expiration_time: string | null
  driving_licence_obtaining_time: string | null
  workflow_next_step: string
  validated: Bool
  tos_accepted: Bool
  accepted_terms_version_id: number | null
  roles: Json
  can_access_backoffice: Bool
  language: string | null
  photo_path: string | null
  sso_issuer: string | null
  sso_subject: string | null
  deleted_at: Ms | null
  created_at: Ms
  updated_at: Ms
}

export interface AccessTokenTable {
  id: Id
  tenant_id: number
  user_id: number | null
  token_hash: string
  kind: 'member' | 'guest'
  client_id: string
  expires_at: Ms
  revoked_at: Ms | null
  created_at: Ms
}

export interface PasswordResetTokenTable {
  id: Id
  tenant_id: number
  user_id: number
  token_hash: string
  expires_at: Ms
  used_at: Ms | null
  created_at: Ms
}

/** A requested change of e-mail address, confirmed by the link sent to the new address (single use). */
export interface EmailChangeTable {
  id: Id
  tenant_id: number
  user_id: number
  new_email: string
  token_hash: string
  expires_at: Ms
  used_at: Ms | null
  created_at: Ms
}

export interface SmsCodeTable {
  id: Id
  tenant_id: number
  user_id: number
  cell_phone: string
  purpose: 'registration' | 'phone_change'
  code_hash: string
  attempts: number
  expires_at: Ms
  consumed_at: Ms | null
  created_at: Ms
}

/** A fixed-window counter of server/limits (db-limiter.ts); the key names its tenant. */
export interface RateCounterTable {
  key: string
  count: number
  window_end: Ms
}

/** Wrong passwords per tenant and e-mail, known or not (server/auth/login-throttle.ts). */
export interface LoginThrottleTable {
  id: Id
  tenant_id: number
  email: string
  failures: number
  last_failure_at: Ms
  locked_at: Ms | null
}

export interface AccountUnlockTokenTable {
  id: Id
  tenant_id: number
  user_id: number
  token_hash: string
  expires_at: Ms
  used_at: Ms | null
  created_at: Ms
}

/** One-time codes a finished sign-up hands to the tenant's app (single use, 60 s); exchanged for tokens. */
export interface CompletionCodeTable {
  id: Id
  tenant_id: number
  user_id: number
  code_hash: string
  redirect_uri: string
  expires_at: Ms
  used_at: Ms | null
  created_at: Ms
}

/** A member's search kept alive until its start (migration 0013, domain/alerts). */
export interface AlertTable {
  id: Id
  tenant_id: number
  user_id: number
  status: 'active' | 'deleted' | 'booked'
  start_station_id: number | null
  end_station_id: number | null
  latitude: number | null
  longitude: number | null
  radius_km: number | null
  start_time: Ms
  end_time: Ms
  /** JSON array of category ids; empty: any category. */
  category_ids: string
  /** JSON array of vehicle options the vehicle must all have. */
  options: string
  gears_type: string | null
  seats_count: number | null
  created_at: Ms
  ended_at: Ms | null
}

/** A freed vehicle held for an alert's member until expires_at (migration 0013). */
export interface AlertOfferTable {
  id: Id
  tenant_id: number
  alert_id: number
  user_id: number
  vehicle_id: number
  start_time: Ms
  end_time: Ms
  status: 'open' | 'taken' | 'expired' | 'withdrawn'
  expires_at: Ms
  created_at: Ms
}

/** When a passenger left a carpool: joining it again waits a day. */
export interface CarpoolDepartureTable {
  id: Id
  tenant_id: number
  rental_id: number
  user_id: number
  left_at: Ms
}

/** RFC 6749 section 6 refresh tokens: each use rotates it; a reused one revokes its family. */
export interface RefreshTokenTable {
  id: Id
  tenant_id: number
  user_id: number
  client_id: string
  token_hash: string
  /** Every token rotated from one sign-in shares it. */
  family: string
  /** The access token issued with it, revoked with the family. */
  access_token_id: number
  expires_at: Ms
  /** Set when rotated: a second use is a replay. */
  used_at: Ms | null
  revoked_at: Ms | null
  created_at: Ms
}

export interface OutboxTable {
  id: Id
  tenant_id: number
  channel: 'email' | 'sms'
  recipient: string
  subject: string | null
  body: string
  /** Set when a real adapter (SMTP, SMS gateway) delivered it; null when kept in the outbox only. */
  delivered_at: Ms | null
  /** The last delivery error. */
  error: string | null
  created_at: Ms
  /** kept (no SMTP or gateway), queued (a job will deliver it), delivered, failed (retries exhausted); migration 0006. */
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>
  attempts: ColumnType<number, number | undefined, number>
  /** JSON: the e-mail's text, HTML and sender name, which the delivery job sends. */
  payload: string | null
}

export type OutboxStatus = 'kept' | 'queued' | 'delivered' | 'failed'

export interface StationTable {
  id: Id
  tenant_id: number
  name: string
  address: string
  description: string | null
  latitude: number
  longitude: number
  aliases: Json
}

export interface CategoryTable {
  id: Id
  tenant_id: number
  name: string
  aliases: Json
  /** Pricing model (DECISIONS.md): cents per hour and per day, included distance, cents per unit beyond. */
  hourly_rate_cents: number
  daily_rate_cents: number
  included_distance: number
  extra_distance_cents: number
}

export interface RentalLabelTable {
  id: Id
  tenant_id: number
  name: string
  aliases: Json
}

export interface VehicleTable {
  id: Id
  tenant_id: number
  station_id: number | null
  category_id: number | null
  make: string
  model: string
  year: number
  photos: Json
  description: string | null
  doors_count: number
  seats_count: number
  fuel_type: string
  gears_type: string
  options: Json
  equipments: Json
  payload_capacity: number | null
  volume: number | null
  power: number | null
  license_plate: string
  internal_identifier: string
  included_distance: number
  geotracking_privacy_usage: Bool
  box_latitude: number | null
  box_longitude: number | null
  box_state_of_charge: number | null
  box_charging_status: string | null
  box_autonomy: number | null
  box_fuel_level: number | null
  access_instructions: string | null
  /** Migration 0011: the access text in other languages, JSON {"en": "..."}; null: the main text only. */
  access_instructions_translations: ColumnType<string | null, string | null | undefined, string | null>
  active: Bool
  /** Body colour (#rrggbb) of the generated photos; added by migration 0002. */
  color: string | null
  /** Migration 0013: 'unreachable' makes the simulated access provider never answer (server/vehicle-access). */
  access_simulation: ColumnType<string, string | undefined, string>
}

export interface DestinationTable {
  id: Id
  tenant_id: number
  /** The member who wrote it; null for a guest's search (attachable by nobody). */
  user_id: number | null
  label: string | null
  name: string | null
  place_id: string | null
  formatted_address: string | null
  latitude: number | null
  longitude: number | null
  /** 0 for rows older than the column. */
  created_at: ColumnType<Ms, Ms | undefined, Ms>
}

export interface RentalTable {
  id: Id
  tenant_id: number
  vehicle_id: number
  driver_id: number
  status: string
  start_station_id: number | null
  end_station_id: number | null
  destination_id: number | null
  reservation_start_time: Ms
  reservation_end_time: Ms
  estimated_distance: number | null
  rental_label_id: number | null
  discount_codes: Json
  geotracking: Bool
  carpooling: Bool
  carpooling_destination: string | null
  distance: number | null
  price_cents: number | null
  prediscount_price_cents: number | null
  currency: string
  created_at: Ms
  updated_at: Ms
  /** Set by the lifecycle job when an in-progress rental passed its end and its driver was told (migration 0006). */
  late_at: ColumnType<Ms | null, Ms | null | undefined, Ms | null>
  start_reminded_at: ColumnType<Ms | null, Ms | null | undefined, Ms | null>
  end_reminded_at: ColumnType<Ms | null, Ms | null | undefined, Ms | null>
  /** When the rental entered in_progress and when it left it (check_out or closed): the times it is charged for. */
  started_at: ColumnType<Ms | null, Ms | null | undefined, Ms | null>
  ended_at: ColumnType<Ms | null, Ms | null | undefined, Ms | null>
}

export interface RentalPassengerTable {
  id: Id
  tenant_id: number
  rental_id: number
  user_id: number
  created_at: Ms
}

export interface DiscountCodeTable {
  id: Id
  tenant_id: number
  code: string
  kind: 'percent' | 'fixed'
  /** Percent (0-100) or cents. */
  value: number
  expires_at: Ms | null
  max_uses: number | null
  uses: number
}

export interface PaymentCardTable {
  id: Id
  tenant_id: number
  user_id: number
  provider: 'stripe' | 'offline'
  provider_ref: string
  brand: string
  country: string | null
  last4: string
  exp_month: number
  exp_year: number
  set_as_default_at: Ms | null
  deleted_at: Ms | null
  created_at: Ms
}

export interface SetupIntentTable {
  id: Id
  tenant_id: number
  user_id: number
  provider: 'stripe' | 'offline'
  provider_id: string
  client_secret: string
  status: string
  created_at: Ms
}

/** A card typed into the offline provider's form: never the full number (migration 0004). */
export interface OfflinePaymentMethodTable {
  id: Id
  tenant_id: number
  user_id: number
  /** The id the client sees, `pm_offline_<random>`. */
  public_id: string
  brand: string
  last4: string
  exp_month: number
  exp_year: number
  billing_name: string | null
  used_at: Ms | null
  created_at: Ms
}

/** The payment provider's customer of a member (Stripe keeps cards on a customer; migration 0004). */
export interface PaymentCustomerTable {
  id: Id
  tenant_id: number
  user_id: number
  provider: 'stripe' | 'offline'
  customer_ref: string
  created_at: Ms
}

export interface DocumentTable {
  id: Id
  tenant_id: number
  user_id: number
  document_type: string
  additional_document_id: number | null
  content_type: string
  size: number
  storage_path: string
  created_at: Ms
  /** The operator's review: pending (new or replaced), validated, refused (with refusal_reason). */
  status: Generated<string>
  refusal_reason: string | null
}

export interface AdditionalDocumentTable {
  id: Id
  tenant_id: number
  name: string
  title_fr: string
  title_en: string
  description_fr: string
  description_en: string
  required: Bool
}

export interface CustomContentTable {
  id: Id
  tenant_id: number
  type: string
  language: string
  title: string
  content: string
}

export interface TermsVersionTable {
  id: Id
  tenant_id: number
  content_fr: string
  content_en: string
  current: Bool
  published_at: Ms
}

export interface TermsAcceptanceTable {
  id: Id
  tenant_id: number
  user_id: number
  version_id: number
  accepted_at: Ms
}

export interface RegistrationFlowTable {
  id: Id
  tenant_id: number
  name: string
}

export interface InvoiceTable {
  id: Id
  tenant_id: number
  user_id: number
  rental_id: number | null
  amount_cents: number
  currency: string
  /** pending (not charged yet, or its last try refused: `error`), paid, refunded (by the operator, after it was paid). */
  status: 'pending' | 'paid' | 'refunded'
  created_at: Ms
  /** Migration 0006: who charged it, the provider's reference (a PaymentIntent id), attempts and last error. */
  provider: ColumnType<string | null, string | null | undefined, string | null>
  provider_ref: ColumnType<string | null, string | null | undefined, string | null>
  attempts: ColumnType<number, number | undefined, number>
  error: ColumnType<string | null, string | null | undefined, string | null>
  paid_at: ColumnType<Ms | null, Ms | null | undefined, Ms | null>
  /** Migration 0011: the price charged line by line (BreakdownCents as JSON; null before it) and the card charged. */
  breakdown: ColumnType<string | null, string | null | undefined, string | null>
  card_brand: ColumnType<string | null, string | null | undefined, string | null>
  card_last4: ColumnType<string | null, string | null | undefined, string | null>
}

/** Written by triggers only (migration 0005): the ids of vehicles whose row or rentals changed. */
export interface SearchChangeTable {
  seq: Generated<number>
  vehicle_id: number
  created_at: number
}

/** A booking's Idempotency-Key (POST /user/rentals): a retry answers `rental_id`. */
export interface RentalIdempotencyKeyTable {
  id: Id
  tenant_id: number
  user_id: number
  key: string
  /** SHA-256 of the request body: the same key with another body is refused. */
  request_hash: string
  rental_id: number
  created_at: number
}

/** Uploaded files when the storage is the database (server/storage/database-storage.ts). */
export interface StoredFileTable {
  key: string
  content: Buffer
  content_type: string
  size: number
  created_at: number
}

/** The simulated access provider's vehicles (migration 0013). */
export interface VehicleAccessStateTable {
  vehicle_id: number
  tenant_id: number
  locked: Bool
  energy_percent: number | null
  odometer_km: number | null
  latitude: number | null
  longitude: number | null
  updated_at: Ms
}

/** A command sent to a vehicle, written before (outcome 'pending') and after it is sent (migration 0013). */
export interface VehicleCommandTable {
  id: Id
  tenant_id: number
  vehicle_id: number
  rental_id: number | null
  user_id: number | null
  command_id: string
  command: string
  outcome: string
  detail: string | null
  duration_ms: number | null
  created_at: Ms
  finished_at: Ms | null
}

/** A driver's observation of the vehicle (migration 0013). */
export interface ConditionReportTable {
  id: Id
  tenant_id: number
  rental_id: number
  vehicle_id: number
  user_id: number | null
  moment: string
  side: string
  note: string | null
  photo_path: string | null
  photo_type: string | null
  created_at: Ms
}

/** What the vehicle said at a trip's start and end, and how it ended (migration 0013). */
export interface RentalTripTable {
  rental_id: number
  tenant_id: number
  start_odometer_km: number | null
  start_energy_percent: number | null
  end_odometer_km: number | null
  end_energy_percent: number | null
  ended_by: string | null
  note: string | null
  updated_at: Ms
}

export interface Database {
  tenants: TenantTable
  oauth_clients: OauthClientTable
  users: UserTable
  access_tokens: AccessTokenTable
  password_reset_tokens: PasswordResetTokenTable
  sms_codes: SmsCodeTable
  rate_counters: RateCounterTable
  login_throttles: LoginThrottleTable
  account_unlock_tokens: AccountUnlockTokenTable
  completion_codes: CompletionCodeTable
  carpool_departures: CarpoolDepartureTable
  alerts: AlertTable
  alert_offers: AlertOfferTable
  refresh_tokens: RefreshTokenTable
  outbox: OutboxTable
  stations: StationTable
  categories: CategoryTable
  rental_labels: RentalLabelTable
  vehicles: VehicleTable
  destinations: DestinationTable
  rentals: RentalTable
  rental_passengers: RentalPassengerTable
  discount_codes: DiscountCodeTable
  payment_cards: PaymentCardTable
  setup_intents: SetupIntentTable
  offline_payment_methods: OfflinePaymentMethodTable
  payment_customers: PaymentCustomerTable
  documents: DocumentTable
  additional_documents: AdditionalDocumentTable
  custom_contents: CustomContentTable
  terms_versions: TermsVersionTable
  terms_acceptances: TermsAcceptanceTable
  registration_flows: RegistrationFlowTable
  invoices: InvoiceTable
  email_changes: EmailChangeTable
  search_changes: SearchChangeTable
  rental_idempotency_keys: RentalIdempotencyKeyTable
  vehicle_access_states: VehicleAccessStateTable
  vehicle_commands: VehicleCommandTable
  condition_reports: ConditionReportTable
  rental_trips: RentalTripTable
  stored_files: StoredFileTable
}

export type UserRow = Selectable<UserTable>
export type NewUser = Insertable<UserTable>
export type UserUpdate = Updateable<UserTable>
export type TenantRow = Selectable<TenantTable>
export type StationRow = Selectable<StationTable>
export type VehicleRow = Selectable<VehicleTable>
export type RentalRow = Selectable<RentalTable>
export type CategoryRow = Selectable<CategoryTable>
export type PaymentCardRow = Selectable<PaymentCardTable>
export type DocumentRow = Selectable<DocumentTable>
export type Unused = ColumnType<never>
