import { FEATURE_FLAGS } from '@contracts/tenant'
import { helpContents, termsHtml } from './contents'
import { RENTAL_STATE_MACHINE } from './state-machine'
import { buildFleet, type ModelTemplate } from './vehicle-factory'
import type { CategorySeed, StationSeed, TenantSeed } from './types'

const NAME = 'Autopartage Simple Québec'

const stations: StationSeed[] = [
  { key: 'vieux-quebec', name: 'Vieux-Québec', address: '775 Côte d\'Abraham, Québec, QC G1R 1A1', description: 'Stationnement Place D\'Youville, niveau 2.', latitude: 46.8117, longitude: -71.211, aliases: ['Vieux-Québec', 'Place D\'Youville'] },
  { key: 'gare-du-palais', name: 'Gare du Palais', address: '450 Rue de la Gare-du-Palais, Québec, QC G1K 3X2', description: null, latitude: 46.8175, longitude: -71.2137, aliases: ['Gare du Palais'] },
  { key: 'laval', name: 'Université Laval', address: '2325 Rue de l\'Université, Québec, QC G1V 0A6', description: 'Stationnement 108, près du pavillon Desjardins.', latitude: 46.7817, longitude: -71.2747, aliases: ['Laval', 'ULaval'] },
]

// Categories are off on this tenant; vehicles still belong to one so the pricing model has rates.
const categories: CategorySeed[] = [{ key: 'standard', name: 'Standard', aliases: [], hourly_rate_cents: 800, daily_rate_cents: 5000, included_distance: 100, extra_distance_cents: 22 }]

const templates: ModelTemplate[] = [
  { category: 'standard', make: 'Toyota', model: 'Corolla', year: 2022, doors: 4, seats: 5, fuel: 'gasoline', gears: 'automatic', options: ['airbag', 'air_conditioning', 'snow_tire'], equipments: ['Pneus d\'hiver'], power: 169, autonomy: 700, description: null },
  { category: 'standard', make: 'Hyundai', model: 'Ioniq 5', year: 2023, doors: 5, seats: 5, fuel: 'electric', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'snow_tire'], equipments: ['Câble de recharge'], power: 225, autonomy: 400, description: null },
]

const vehicles = buildFleet({
  templates,
  copies: 3,
  stations,
  prefix: 'QC',
  plateStyle: 'quebec',
  geotrackingEvery: 1000,
  includedDistance: { standard: 100 },
  accessInstructions: 'La clé est dans le boîtier à code près de la place ; le code est envoyé par SMS.',
})

/** Most flags off, French only, no registration: the smallest configuration. Delays stay -1 (defaults apply). */
export const simpleTenant: TenantSeed = {
  slug: 'simple',
  human_name: NAME,
  hosts: ['simple.localhost'],
  settings: {
    language: 'fr',
    languages: ['fr'],
    platform_type: 'public',
    search_engine: 'station',
    timezone: 'America/Montreal',
    iso3166: 'CA',
    currency: 'CAD',
    distance_unit: 'km',
    date_format: 'DD-MM-YYYY',
    prepare_delay: 0,
    max_active_rentals: 2,
    features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])),
    portal_modules: ['bookings', 'account', 'help', 'chat'],
    registration_steps: {},
    theme: { primary_color: '#6D28D9', primary_contrast_color: '#FFFFFF', secondary_color: '#F59E0B', background_color: '#FAF5FF', pin_color: '#6D28D9', selected_pin_color: '#B45309' },
    logo_url: '/api/tenant/logo.svg',
    favicon_url: '/api/tenant/favicon.svg',
    vehicle_options: ['airbag', 'air_conditioning', 'gps', 'snow_tire'],
    driver_fields: ['first_name', 'last_name', 'cell_phone'],
    required_driver_fields: ['first_name', 'last_name'],
    state_machine: RENTAL_STATE_MACHINE,
    web_client_id: 'frontoffice-web',
    map_center: [46.8139, -71.208],
    support_email: 'bonjour@autopartage-simple.test',
    support_phone: '+1 418 555 0100',
    emergency_phone: '+1 418 555 0199',
  },
  clients: [{ client_id: 'frontoffice-web', name: 'Front office web' }],
  stations,
  categories,
  labels: [],
  vehicles,
  discountCodes: [],
  contents: helpContents({ name: NAME, email: 'bonjour@autopartage-simple.test', phone: '+1 418 555 0100', country: 'CA', hours: { fr: 'en semaine de 9 h à 17 h', en: 'weekdays from 9 am to 5 pm' }, languages: ['fr'] }),
  terms: termsHtml(NAME),
  additionalDocuments: [],
  registrationFlows: [],
  users: [
    { email: 'driver@simple.test', state: 'driver_ok', step: 'driver_ok', validated: true, roles: ['driver'], can_access_backoffice: false, language: 'fr', accepted_terms: true, fields: { first_name: 'Louis', last_name: 'Pelletier', cell_phone: '+14185550142' }, cards: [] },
  ],
  rentals: [],
}
