import { FEATURE_FLAGS } from '@contracts/tenant'
import { helpContents, termsHtml } from './contents'
import { RENTAL_STATE_MACHINE } from './state-machine'
import { buildFleet, type ModelTemplate } from './vehicle-factory'
import type { CategorySeed, StationSeed, TenantSeed } from './types'

const NAME = 'Flotte Entreprise Paris'
const on = (...flags: string[]) => Object.fromEntries(FEATURE_FLAGS.map((f) => [f, flags.includes(f)]))

const stations: StationSeed[] = [
  { key: 'defense', name: 'La Défense – Cœur Défense', address: '110 Esplanade du Général de Gaulle, 92400 Courbevoie', description: 'Parking Cœur Défense, niveau -3, places réservées flotte.', latitude: 48.8906, longitude: 2.2405, aliases: ['La Défense', 'Défense'] },
  { key: 'gare-de-lyon', name: 'Gare de Lyon', address: 'Place Louis-Armand, 75012 Paris', description: 'Parking Indigo Gare de Lyon, niveau -2.', latitude: 48.8443, longitude: 2.3743, aliases: ['Lyon', 'Gare de Lyon'] },
  { key: 'montparnasse', name: 'Montparnasse', address: '17 Boulevard de Vaugirard, 75015 Paris', description: 'Parking Montparnasse Pasteur, niveau -1.', latitude: 48.8412, longitude: 2.321, aliases: ['Montparnasse'] },
  { key: 'saint-lazare', name: 'Saint-Lazare', address: '13 Rue d\'Amsterdam, 75008 Paris', description: 'Parking Saint-Lazare, niveau -4.', latitude: 48.8763, longitude: 2.3254, aliases: ['Saint-Lazare', 'St Lazare'] },
  { key: 'bastille', name: 'Bastille – Siège', address: '2 Place de la Bastille, 75011 Paris', description: 'Cour intérieure du siège, badge à l\'accueil.', latitude: 48.8532, longitude: 2.3691, aliases: ['Bastille', 'siège', 'headquarters'] },
]

const categories: CategorySeed[] = [
  { key: 'citadine', name: 'Citadine', aliases: ['city car', 'petite voiture'], hourly_rate_cents: 800, daily_rate_cents: 4500, included_distance: 100, extra_distance_cents: 20 },
  { key: 'utilitaire', name: 'Utilitaire', aliases: ['van', 'utility van', 'fourgon'], hourly_rate_cents: 1500, daily_rate_cents: 8500, included_distance: 100, extra_distance_cents: 30 },
  { key: 'electrique', name: 'Électrique', aliases: ['electric', 'EV'], hourly_rate_cents: 900, daily_rate_cents: 5500, included_distance: 150, extra_distance_cents: 10 },
]

const templates: ModelTemplate[] = [
  { category: 'citadine', make: 'Renault', model: 'Clio V', year: 2023, doors: 5, seats: 5, fuel: 'gasoline', gears: 'manual', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug'], equipments: ['Gilet et triangle'], power: 90, autonomy: 800, description: null },
  { category: 'citadine', make: 'Peugeot', model: '208', year: 2022, doors: 5, seats: 5, fuel: 'gasoline', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth'], equipments: ['Gilet et triangle'], power: 100, autonomy: 750, description: null },
  { category: 'citadine', make: 'Toyota', model: 'Yaris Hybrid', year: 2024, doors: 5, seats: 5, fuel: 'hybrid', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug'], equipments: ['Gilet et triangle'], power: 116, autonomy: 900, description: 'Vignette Crit\'Air 1.' },
  { category: 'utilitaire', make: 'Renault', model: 'Kangoo Van', year: 2022, doors: 4, seats: 2, fuel: 'diesel', gears: 'manual', options: ['airbag', 'air_conditioning', 'bluetooth'], equipments: ['Diable', 'Sangles'], power: 95, payload: 800, volume: 3.9, autonomy: 900, description: null },
  { category: 'utilitaire', make: 'Citroën', model: 'Jumpy', year: 2021, doors: 4, seats: 3, fuel: 'diesel', gears: 'manual', options: ['airbag', 'air_conditioning', 'gps'], equipments: ['Diable', 'Sangles', 'Rampe'], power: 120, payload: 1200, volume: 5.8, autonomy: 850, description: null },
  { category: 'electrique', make: 'Renault', model: 'Zoe', year: 2022, doors: 5, seats: 5, fuel: 'electric', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug'], equipments: ['Câble Type 2'], power: 135, autonomy: 390, description: null },
  { category: 'electrique', make: 'Peugeot', model: 'e-208', year: 2023, doors: 5, seats: 5, fuel: 'electric', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug'], equipments: ['Câble Type 2'], power: 136, autonomy: 360, description: null },
  { category: 'electrique', make: 'Renault', model: 'Mégane E-Tech', year: 2024, doors: 5, seats: 5, fuel: 'electric', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug'], equipments: ['Câble Type 2'], power: 220, autonomy: 450, description: 'Recharge au siège, bornes 1 à 6.' },
]

const vehicles = buildFleet({
  templates,
  copies: 2,
  stations,
  prefix: 'PAR',
  plateStyle: 'france',
  geotrackingEvery: 3,
  includedDistance: Object.fromEntries(categories.map((c) => [c.key, c.included_distance])),
  accessInstructions: 'Badgez votre carte professionnelle sur le lecteur du pare-brise ; la clé est dans la boîte à gants.',
})

/**
 * A private platform with the address engine and single sign-on. The SSO settings are placeholders:
 * point them at your identity provider with
 * `npm run admin -- tenant set entreprise sso '{"issuer":"https://idp.example/realms/x","client_id":"...","authorization_endpoint":"...","end_session_endpoint":"...","scope":"openid email profile","jwks_uri":null}'`.
 */
export const entrepriseTenant: TenantSeed = {
  slug: 'entreprise',
  human_name: NAME,
  hosts: ['entreprise.localhost'],
  settings: {
    language: 'fr',
    languages: ['fr', 'en'],
    platform_type: 'private',
    search_engine: 'address',
    timezone: 'Europe/Paris',
    iso3166: 'FR',
    currency: 'EUR',
    distance_unit: 'km',
    date_format: 'YYYY-MM-DD',
    damage_report_mode: 'photos',
    prepare_delay: 30 * 60,
    max_active_rentals: 2,
    delays: {
      minimum_reservation_duration: 1800,
      maximum_reservation_duration: 5 * 24 * 3600,
      maximum_time_in_advance: 30 * 24 * 3600,
      minimum_time_before_start: 0,
      cancellation_minimal_delay: 0,
      reservation_start_time_modification_minimal_delay: 0,
      reservation_end_time_modification_minimal_delay: 1800,
    },
    features: on('multilanguage', 'carpooling', 'registration', 'single_sign_on', 'categories', 'estimated_distance', 'privacy_usage', 'terms_and_conditions', 'fleet_planning'),
    registration_steps: { personal_details: true, phone_number: true, license_details: true, driver_license: true },
    portal_modules: ['bookings', 'carpoolings', 'account', 'help', 'chat'],
    sso: {
      issuer: 'https://sso.entreprise.example/realms/employes',
      client_id: 'frontoffice-entreprise',
      jwks_uri: 'https://sso.entreprise.example/realms/employes/protocol/openid-connect/certs',
      authorization_endpoint: 'https://sso.entreprise.example/realms/employes/protocol/openid-connect/auth',
      end_session_endpoint: 'https://sso.entreprise.example/realms/employes/protocol/openid-connect/logout',
      scope: 'openid email profile',
    },
    theme: { primary_color: '#1D3557', primary_contrast_color: '#FFFFFF', secondary_color: '#E63946', background_color: '#F1FAEE', pin_color: '#1D3557', selected_pin_color: '#E63946' },
    logo_url: '/api/tenant/logo.svg',
    favicon_url: '/api/tenant/favicon.svg',
    login_background_url: null,
    vehicle_options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug'],
    driver_fields: ['first_name', 'last_name', 'cell_phone', 'birthday_time', 'driving_licence_number', 'driving_licence_obtaining_time', 'driving_licence_expiration_time'],
    required_driver_fields: ['first_name', 'last_name', 'driving_licence_number'],
    state_machine: RENTAL_STATE_MACHINE,
    web_client_id: 'frontoffice-web',
    map_center: [48.8629, 2.3202],
    support_email: 'flotte@entreprise.test',
    support_phone: '+33 1 84 88 00 00',
    emergency_phone: '+33 1 84 88 00 99',
  },
  clients: [
    { client_id: 'frontoffice-web', name: 'Front office web' },
    { client_id: 'fleet-sync', name: 'Synchronisation RH (confidentiel)', secret: 'fleet-sync-secret-demo' },
  ],
  stations,
  categories,
  labels: [],
  vehicles,
  discountCodes: [],
  contents: helpContents({ name: NAME, email: 'flotte@entreprise.test', phone: '+33 1 84 88 00 00', country: 'FR', hours: { fr: 'du lundi au vendredi de 8 h à 19 h', en: 'Monday to Friday from 8 am to 7 pm' }, languages: ['fr', 'en'] }),
  terms: termsHtml(NAME),
  additionalDocuments: [],
  registrationFlows: ['Salariés'],
  users: [
    { email: 'driver@entreprise.test', state: 'driver_ok (private platform)', step: 'driver_ok', validated: true, roles: ['driver'], can_access_backoffice: false, language: 'fr', accepted_terms: true, fields: { first_name: 'Claire', last_name: 'Martin', cell_phone: '+33612345678', birthday_time: '1988-02-14', driving_licence_number: '880214100123', driving_licence_obtaining_time: '2007-05-20', driving_licence_expiration_time: '2033-05-20' }, cards: [] },
    { email: 'manager@entreprise.test', state: 'driver_ok + back office', step: 'driver_ok', validated: true, roles: ['driver', 'backoffice'], can_access_backoffice: true, language: 'fr', accepted_terms: true, fields: { first_name: 'Hugo', last_name: 'Bernard', cell_phone: '+33698765432', driving_licence_number: '790911200456' }, cards: [] },
  ],
  rentals: [
    { driver: 'driver@entreprise.test', vehicle: vehicles[5].license_plate, status: 'prepared', start_in_hours: 20, duration_hours: 4, start_station: vehicles[5].station, end_station: vehicles[5].station, label: null, estimated_distance: 80, distance: null, geotracking: false, carpooling: false, carpooling_destination: null, passengers: [], discount_codes: [] },
    { driver: 'driver@entreprise.test', vehicle: vehicles[1].license_plate, status: 'closed', start_in_hours: -7 * 24, duration_hours: 3, start_station: vehicles[1].station, end_station: vehicles[1].station, label: null, estimated_distance: 30, distance: 34, geotracking: false, carpooling: false, carpooling_destination: null, passengers: [], discount_codes: [] },
  ],
}
