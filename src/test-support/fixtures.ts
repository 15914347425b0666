import { VehicleSchema, type Vehicle } from '@contracts/vehicle'
import { FEATURE_FLAGS, REGISTRATION_STEP_SETTINGS, TenantSchema, type FeatureFlag, type Tenant } from '@contracts/tenant'
import { UserSchema, type User } from '@contracts/user'
import type { Rental } from '@contracts/rental'

/**
 * The client tests' tenant and member, in one place for the app's, the chat's and the cards'
 * tests. Test-only: the server's seed keeps its own demo tenant (server/seed), which the product runs.
 */

/** The tenant's feature flags: only those named on, every other off. */
export function featuresOn(on: Partial<Record<FeatureFlag, boolean>> = {}): Tenant['features'] {
  return Object.fromEntries(FEATURE_FLAGS.map((f) => [f, on[f] ?? false])) as Tenant['features']
}

/** A tenant as GET /tenant answers for the public demo (every flag and signup step on), checked against the contract. */
export function tenantFixture(overrides: Partial<Tenant> = {}): Tenant {
  return TenantSchema.parse({
    id: 1,
    slug: 'demo',
    human_name: 'Montréal Autopartage',
    language: 'fr',
    languages: ['fr', 'en'],
    platform_type: 'public',
    search_engine: 'station',
    timezone: 'America/Montreal',
    iso3166: 'CA',
    currency: 'CAD',
    distance_unit: 'km',
    date_format: 'DD-MM-YYYY',
    damage_report_mode: 'none',
    prepare_delay: 0,
    access_instructions_lead_time: 86400,
    max_active_rentals: 3,
    delays: {
      minimum_reservation_duration: 3600,
      maximum_reservation_duration: 604800,
      maximum_time_in_advance: 28080000,
      minimum_time_before_start: 0,
      cancellation_minimal_delay: 3600,
      reservation_start_time_modification_minimal_delay: 3600,
      reservation_end_time_modification_minimal_delay: 3600,
    },
    features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])),
    registration_steps: Object.fromEntries(REGISTRATION_STEP_SETTINGS.map((s) => [s, true])),
    portal_modules: ['bookings', 'carpoolings', 'account', 'help', 'chat'],
    sso: null,
    theme: {
      primary_color: '#0b6e4f',
      primary_contrast_color: '#ffffff',
      secondary_color: '#f4a259',
      background_color: '#ffffff',
      pin_color: '#0b6e4f',
      selected_pin_color: '#f4a259',
    },
    logo_url: null,
    favicon_url: null,
    login_background_url: null,
    logo: null,
    favicon: null,
    login_background: null,
    vehicle_options: ['air_conditioning', 'gps'],
    driver_fields: [],
    required_driver_fields: [],
    state_machine: {},
    web_client_id: 'frontoffice-web',
    app_redirect_schemes: [],
    map: { tile_url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© OpenStreetMap', center: [45.5, -73.57] },
    ...overrides,
  })
}

/** GET /user of the demo driver (validated, registration complete), checked against the contract. */
export function userFixture(overrides: Partial<User> = {}): User {
  return UserSchema.parse({
    id: 7,
    email: 'driver@demo.test',
    first_name: 'Camille',
    last_name: 'Tremblay',
    address_line1: null,
    address_line2: null,
    address_postal_code: null,
    address_locality: null,
    address_state: null,
    address_country: null,
    tos_accepted: true,
    birthday_time: null,
    birthday_location: null,
    cell_phone: null,
    driving_licence_number: null,
    driving_licence_location: null,
    driving_licence_expiration_time: null,
    driving_licence_obtaining_time: null,
    workflow_next_step: 'driver_ok',
    validated: true,
    small_main_photo_url: null,
    can_access_backoffice: false,
    roles: ['driver'],
    language: 'fr',
    accepted_terms_version_id: null,
    has_password: true,
    ...overrides,
  })
}

/** A vehicle as GET /vehicles/{id} answers it, without access text unless a test gives one. */
export function vehicleFixture(overrides: Partial<Vehicle> = {}): Vehicle {
  return VehicleSchema.parse({
    id: 10,
    make: 'Toyota',
    model: 'Yaris',
    year: 2024,
    category_id: null,
    station_id: 1,
    photos: [],
    thumbnail_url: null,
    description: null,
    doors_count: 5,
    seats_count: 5,
    fuel_type: 'hybrid',
    gears_type: 'automatic',
    options: [],
    equipments: [],
    payload_capacity: null,
    volume: null,
    power: null,
    license_plate: 'X',
    internal_identifier: 'X',
    included_distance: 0,
    geotracking_privacy_usage: false,
    box_latitude: null,
    box_longitude: null,
    box_state_of_charge: null,
    box_charging_status: null,
    box_autonomy: null,
    box_fuel_level: null,
    access_instructions: null,
    ...overrides,
  })
}

/** A driver's prepared rental as GET /rentals sends it, with every action allowed. */
export function rentalFixture(overrides: Partial<Rental> = {}): Rental {
  return {
    id: 1,
    status: 'prepared',
    vehicle_id: 10,
    driver_id: 100,
    start_station_id: 1,
    end_station_id: 1,
    destination_id: null,
    reservation_start_time: '2026-11-27T14:00:00.000Z',
    reservation_end_time: '2026-11-27T17:00:00.000Z',
    estimated_distance: null,
    rental_label_id: null,
    discount_codes: [],
    geotracking: false,
    carpooling: false,
    carpooling_destination: null,
    destination: null,
    distance: null,
    distance_unit: 'km',
    price: { value_cents: 2450, iso_code: 'CAD' },
    passengers_count: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    actions: {
      modify_start: { allowed: true, until: '2026-11-27T13:00:00.000Z' },
      modify_end: { allowed: true, until: '2026-11-27T16:00:00.000Z' },
      cancel: { allowed: true, until: '2026-11-27T12:00:00.000Z' },
      geotracking: { allowed: false },
    },
    ...overrides,
  }
}
