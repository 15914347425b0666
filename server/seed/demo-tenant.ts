import { DRIVER_FIELDS } from '@contracts/user'
import { FEATURE_FLAGS, REGISTRATION_STEP_SETTINGS, VEHICLE_OPTIONS } from '@contracts/tenant'
import { DEMO_WEB_CLIENT_ID } from '@contracts/http'
import { helpContents, termsHtml } from './contents'
import { RENTAL_STATE_MACHINE } from './state-machine'
import { buildFleet, type ModelTemplate } from './vehicle-factory'
import type { CategorySeed, StationSeed, TenantSeed, UserSeed } from './types'

const NAME = 'Montréal Autopartage'

const stations: StationSeed[] = [
  { key: 'gare-centrale', name: 'Gare Centrale', address: '895 Rue De la Gauchetière O, Montréal, QC H3B 4G1', description: 'Stationnement intérieur, niveau P2, places 12 à 20.', latitude: 45.4998, longitude: -73.5664, aliases: ['Central Station', 'gare', 'Gare centrale de Montréal'] },
  { key: 'aeroport', name: 'Aéroport Montréal-Trudeau', address: '975 Bd Roméo-Vachon N, Dorval, QC H4Y 1H1', description: 'Stationnement Écono, rangée A, près de la navette.', latitude: 45.4577, longitude: -73.7497, aliases: ['YUL', 'airport', 'aéroport', 'Trudeau', 'Dorval'] },
  { key: 'vieux-port', name: 'Vieux-Port', address: '333 Rue de la Commune O, Montréal, QC H2Y 2E2', description: 'Stationnement du quai King-Edward, entrée rue de la Commune.', latitude: 45.5025, longitude: -73.554, aliases: ['Old Port', 'vieux port', 'Old Montreal'] },
  { key: 'plateau', name: 'Plateau Mont-Royal', address: '4200 Rue Saint-Denis, Montréal, QC H2J 2K8', description: 'Ruelle derrière le 4200, accès par la rue Rachel.', latitude: 45.5219, longitude: -73.5794, aliases: ['Plateau', 'Mont-Royal', 'Saint-Denis'] },
  { key: 'mcgill', name: 'Université McGill', address: '845 Rue Sherbrooke O, Montréal, QC H3A 0G4', description: 'Stationnement souterrain, entrée rue University.', latitude: 45.5048, longitude: -73.5772, aliases: ['McGill', 'McGill University'] },
  { key: 'jean-talon', name: 'Marché Jean-Talon', address: '7070 Av. Henri-Julien, Montréal, QC H2S 3S3', description: 'Stationnement du marché, niveau -1.', latitude: 45.5364, longitude: -73.6147, aliases: ['Jean-Talon', 'Jean-Talon Market', 'marché'] },
  { key: 'longueuil', name: 'Longueuil Métro', address: '1150 Rue Saint-Charles O, Longueuil, QC J4K 0A3', description: 'Stationnement incitatif, section C.', latitude: 45.5247, longitude: -73.5218, aliases: ['Longueuil', 'Longueuil–Université-de-Sherbrooke'] },
  { key: 'berri-uqam', name: 'Berri-UQAM', address: '505 Bd de Maisonneuve E, Montréal, QC H2L 1Y4', description: 'Stationnement de la Grande Bibliothèque, niveau P1.', latitude: 45.5152, longitude: -73.5611, aliases: ['Berri', 'UQAM', 'Grande Bibliothèque'] },
  { key: 'atwater', name: 'Atwater', address: '1500 Av. Atwater, Montréal, QC H3Z 1X5', description: 'Près du métro Atwater, sortie Alexis-Nihon.', latitude: 45.4893, longitude: -73.5862, aliases: ['Atwater', 'Alexis-Nihon', 'Westmount'] },
  { key: 'stade', name: 'Stade olympique', address: '4141 Av. Pierre-De Coubertin, Montréal, QC H1V 3N7', description: 'Stationnement P3 du Parc olympique.', latitude: 45.558, longitude: -73.5515, aliases: ['Olympic Stadium', 'Stade', 'Parc olympique', 'Pie-IX'] },
  { key: 'verdun', name: 'Verdun', address: '4100 Rue Wellington, Verdun, QC H4G 1V7', description: 'Stationnement municipal, rue Galt.', latitude: 45.4587, longitude: -73.5706, aliases: ['Verdun', 'Wellington'] },
  { key: 'mile-end', name: 'Mile End', address: '5400 Bd Saint-Laurent, Montréal, QC H2T 1S1', description: 'Cour arrière, accès par la rue Saint-Viateur.', latitude: 45.5244, longitude: -73.5974, aliases: ['Mile-End', 'Saint-Viateur'] },
]

const categories: CategorySeed[] = [
  { key: 'citadine', name: 'Citadine', aliases: ['city car', 'small car', 'petite voiture'], hourly_rate_cents: 900, daily_rate_cents: 5900, included_distance: 100, extra_distance_cents: 25 },
  { key: 'suv', name: 'SUV', aliases: ['4x4'], hourly_rate_cents: 1400, daily_rate_cents: 8900, included_distance: 150, extra_distance_cents: 30 },
  { key: 'utilitaire', name: 'Utilitaire', aliases: ['van', 'utility van', 'camionnette', 'fourgon'], hourly_rate_cents: 1600, daily_rate_cents: 9900, included_distance: 100, extra_distance_cents: 35 },
  { key: 'berline', name: 'Berline', aliases: ['sedan', 'saloon'], hourly_rate_cents: 1200, daily_rate_cents: 7900, included_distance: 150, extra_distance_cents: 28 },
  { key: 'electrique', name: 'Électrique', aliases: ['electric', 'EV', 'voiture électrique'], hourly_rate_cents: 1100, daily_rate_cents: 6900, included_distance: 200, extra_distance_cents: 10 },
]

const WINTER = ['Pneus d\'hiver', 'Grattoir et balai à neige']
const templates: ModelTemplate[] = [
  { category: 'citadine', make: 'Toyota', model: 'Yaris Hybride', year: 2024, doors: 5, seats: 5, fuel: 'hybrid', gears: 'automatic', options: ['airbag', 'air_conditioning', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: [...WINTER, 'Support téléphone'], power: 116, autonomy: 850, description: 'Petite hybride sobre, idéale en ville.' },
  { category: 'citadine', make: 'Honda', model: 'Fit', year: 2020, doors: 5, seats: 5, fuel: 'gasoline', gears: 'manual', options: ['airbag', 'air_conditioning', 'usb_plug', 'snow_tire'], equipments: WINTER, power: 130, autonomy: 620, description: 'Sièges « magiques » rabattables : beaucoup de place pour sa taille.' },
  { category: 'citadine', make: 'Kia', model: 'Rio 5 portes', year: 2023, doors: 5, seats: 5, fuel: 'gasoline', gears: 'automatic', options: ['airbag', 'air_conditioning', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: WINTER, power: 120, autonomy: 600, description: null },
  { category: 'citadine', make: 'Mini', model: 'Cooper 3 portes', year: 2022, doors: 3, seats: 4, fuel: 'gasoline', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'snow_tire'], equipments: WINTER, power: 134, autonomy: 550, description: 'Compacte et facile à garer.' },
  { category: 'citadine', make: 'Fiat', model: '500', year: 2019, doors: 3, seats: 4, fuel: 'gasoline', gears: 'manual', options: ['airbag', 'usb_plug', 'snow_tire'], equipments: WINTER, power: 101, autonomy: 500, description: null },
  { category: 'suv', make: 'Toyota', model: 'RAV4 Hybride', year: 2024, doors: 5, seats: 5, fuel: 'hybrid', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: [...WINTER, 'Porte-vélos', 'Siège enfant'], power: 219, autonomy: 900, description: 'Traction intégrale, parfait pour la montagne.' },
  { category: 'suv', make: 'Subaru', model: 'Forester', year: 2023, doors: 5, seats: 5, fuel: 'gasoline', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: [...WINTER, 'Barres de toit'], power: 182, autonomy: 700, description: 'Rouage intégral symétrique, coffre de 740 L.' },
  { category: 'suv', make: 'Kia', model: 'Sorento 7 places', year: 2023, doors: 5, seats: 7, fuel: 'hybrid', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: [...WINTER, 'Siège enfant', 'Siège d\'appoint'], power: 227, autonomy: 850, description: 'Sept vraies places pour les familles.' },
  { category: 'suv', make: 'Mazda', model: 'CX-5', year: 2022, doors: 5, seats: 5, fuel: 'gasoline', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'snow_tire'], equipments: WINTER, power: 187, autonomy: 650, description: null },
  { category: 'utilitaire', make: 'Ford', model: 'Transit Connect', year: 2022, doors: 4, seats: 2, fuel: 'gasoline', gears: 'automatic', options: ['airbag', 'air_conditioning', 'bluetooth', 'snow_tire'], equipments: [...WINTER, 'Diable', 'Couvertures de déménagement', 'Sangles'], power: 162, payload: 680, volume: 3.6, autonomy: 600, description: 'Pour les petits déménagements.' },
  { category: 'utilitaire', make: 'Ram', model: 'ProMaster City', year: 2021, doors: 4, seats: 2, fuel: 'gasoline', gears: 'automatic', options: ['airbag', 'air_conditioning', 'usb_plug', 'snow_tire'], equipments: [...WINTER, 'Sangles'], power: 178, payload: 850, volume: 3.8, autonomy: 580, description: null },
  { category: 'utilitaire', make: 'Mercedes-Benz', model: 'Sprinter 144"', year: 2023, doors: 4, seats: 3, fuel: 'diesel', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'snow_tire'], equipments: [...WINTER, 'Diable', 'Rampe de chargement', 'Sangles'], power: 211, payload: 1400, volume: 11.3, autonomy: 800, description: 'Grand volume : un appartement 4½ en un voyage.' },
  { category: 'berline', make: 'Toyota', model: 'Camry Hybride', year: 2024, doors: 4, seats: 5, fuel: 'hybrid', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: WINTER, power: 208, autonomy: 1000, description: 'Confortable et économe sur autoroute.' },
  { category: 'berline', make: 'Honda', model: 'Civic', year: 2023, doors: 4, seats: 5, fuel: 'gasoline', gears: 'automatic', options: ['airbag', 'air_conditioning', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: WINTER, power: 158, autonomy: 700, description: null },
  { category: 'berline', make: 'Volkswagen', model: 'Jetta', year: 2021, doors: 4, seats: 5, fuel: 'gasoline', gears: 'manual', options: ['airbag', 'air_conditioning', 'bluetooth', 'snow_tire'], equipments: WINTER, power: 158, autonomy: 720, description: 'Boîte manuelle à 6 rapports.' },
  { category: 'berline', make: 'Hyundai', model: 'Elantra', year: 2022, doors: 4, seats: 5, fuel: 'gasoline', gears: 'semi_automatic', options: ['airbag', 'air_conditioning', 'gps', 'usb_plug', 'snow_tire'], equipments: WINTER, power: 147, autonomy: 680, description: null },
  { category: 'electrique', make: 'Tesla', model: 'Model 3', year: 2024, doors: 4, seats: 5, fuel: 'electric', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: [...WINTER, 'Câble de recharge J1772'], power: 283, autonomy: 438, description: 'Recharge aux bornes du Circuit électrique incluse.' },
  { category: 'electrique', make: 'Chevrolet', model: 'Bolt EV', year: 2022, doors: 5, seats: 5, fuel: 'electric', gears: 'automatic', options: ['airbag', 'air_conditioning', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: [...WINTER, 'Câble de recharge'], power: 200, autonomy: 417, description: null },
  { category: 'electrique', make: 'Hyundai', model: 'Kona électrique', year: 2023, doors: 5, seats: 5, fuel: 'electric', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: [...WINTER, 'Câble de recharge'], power: 201, autonomy: 415, description: null },
  { category: 'electrique', make: 'Nissan', model: 'Leaf', year: 2021, doors: 5, seats: 5, fuel: 'electric', gears: 'automatic', options: ['airbag', 'air_conditioning', 'bluetooth', 'snow_tire'], equipments: [...WINTER, 'Câble de recharge'], power: 147, autonomy: 240, description: 'Parfaite pour les trajets urbains.' },
  { category: 'electrique', make: 'Volkswagen', model: 'ID.4', year: 2023, doors: 5, seats: 5, fuel: 'electric', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: [...WINTER, 'Câble de recharge', 'Porte-vélos'], power: 295, autonomy: 443, description: 'VUS électrique à traction intégrale.' },
  { category: 'electrique', make: 'Kia', model: 'Niro EV', year: 2024, doors: 5, seats: 5, fuel: 'electric', gears: 'automatic', options: ['airbag', 'air_conditioning', 'gps', 'bluetooth', 'usb_plug', 'snow_tire'], equipments: [...WINTER, 'Câble de recharge'], power: 201, autonomy: 407, description: null },
]

const vehicles = buildFleet({
  templates,
  copies: 2,
  stations,
  prefix: 'MTL',
  plateStyle: 'quebec',
  geotrackingEvery: 5,
  includedDistance: Object.fromEntries(categories.map((c) => [c.key, c.included_distance])),
  accessInstructions: 'Présentez votre carte de membre au lecteur derrière le pare-brise ; la clé est dans la boîte à gants.',
  accessInstructionsTranslations: { en: 'Tap your member card on the reader behind the windshield; the key is in the glovebox.' },
})

const completeFields = (first: string, last: string, phone: string, address: string, postal: string, licence: string): UserSeed['fields'] => ({
  first_name: first,
  last_name: last,
  birthday_time: '1990-04-12',
  birthday_location: 'Québec',
  cell_phone: phone,
  address_line1: address,
  address_postal_code: postal,
  address_locality: 'Montréal',
  address_state: 'QC',
  address_country: 'CA',
  driving_licence_number: licence,
  driving_licence_location: 'Québec',
  driving_licence_obtaining_time: '2009-06-15',
  driving_licence_expiration_time: '2028-04-12',
})
const VISA = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2029, country: 'CA' }

const users: UserSeed[] = [
  { email: 'driver@demo.test', state: 'driver_ok: complete, card, bookings', step: 'driver_ok', validated: true, roles: ['driver'], can_access_backoffice: false, language: 'fr', accepted_terms: true, fields: completeFields('Camille', 'Tremblay', '+15145550142', '4520 Rue Saint-Denis', 'H2J 2L3', 'T6523-120490-05'), cards: [VISA] },
  { email: 'driver2@demo.test', state: 'driver_ok: complete, offers a carpool', step: 'driver_ok', validated: true, roles: ['driver'], can_access_backoffice: false, language: 'en', accepted_terms: true, fields: { ...completeFields('Alex', 'Gagnon', '+15145550187', '5210 Av. du Parc', 'H2V 4G7', 'G1502-230885-02'), birthday_time: '1985-08-23' }, cards: [{ ...VISA, brand: 'mastercard', last4: '4444', exp_month: 6, exp_year: 2030 }] },
  { email: 'pending@demo.test', state: 'driver_waiting_for_validation', step: 'driver_waiting_for_validation', validated: false, roles: ['driver'], can_access_backoffice: false, language: 'fr', accepted_terms: true, fields: completeFields('Samuel', 'Roy', '+15145550123', '1200 Rue Ontario E', 'H2L 1R4', 'R4210-030795-07'), cards: [VISA] },
  { email: 'blocked@demo.test', state: 'driver_blocked', step: 'driver_blocked', validated: false, roles: ['driver'], can_access_backoffice: false, language: 'fr', accepted_terms: true, fields: completeFields('Jordan', 'Lavoie', '+15145550166', '800 Rue Wellington', 'H3C 1T4', 'L2034-110192-03'), cards: [] },
  { email: 'newcomer@demo.test', state: 'registering: driver_on_sms_form', step: 'driver_on_sms_form', validated: false, roles: ['driver'], can_access_backoffice: false, language: 'fr', accepted_terms: true, fields: { first_name: 'Maxime', last_name: 'Bouchard', birthday_time: '1998-11-02', birthday_location: 'Sherbrooke', address_line1: '3400 Rue Jean-Talon E', address_postal_code: 'H2A 1W6', address_locality: 'Montréal', address_state: 'QC', address_country: 'CA' }, cards: [] },
  { email: 'admin@demo.test', state: 'driver_ok + back office', step: 'driver_ok', validated: true, roles: ['driver', 'backoffice'], can_access_backoffice: true, language: 'fr', accepted_terms: true, fields: completeFields('Dominique', 'Côté', '+15145550199', '1001 Rue Sherbrooke E', 'H2L 1L3', 'C3040-050580-01'), cards: [VISA] },
]

/** Plates of the fleet by position, so rentals name real seeded vehicles. */
const plate = (i: number) => vehicles[i].license_plate
const geotracked = vehicles.findIndex((v) => v.geotracking_privacy_usage)
const sevenSeats = vehicles.findIndex((v) => v.seats_count === 7)

export const demoTenant: TenantSeed = {
  slug: 'demo',
  human_name: NAME,
  hosts: ['localhost', '127.0.0.1', '[::1]'],
  settings: {
    language: 'fr',
    languages: ['fr', 'en'],
    platform_type: 'public',
    search_engine: 'station',
    timezone: 'America/Montreal',
    iso3166: 'CA',
    currency: 'CAD',
    distance_unit: 'km',
    date_format: 'DD-MM-YYYY',
    damage_report_mode: 'photos',
    prepare_delay: 15 * 60,
    max_active_rentals: 5,
    delays: {
      minimum_reservation_duration: 3600,
      maximum_reservation_duration: 14 * 24 * 3600,
      maximum_time_in_advance: 90 * 24 * 3600,
      minimum_time_before_start: 0,
      cancellation_minimal_delay: 2 * 3600,
      reservation_start_time_modification_minimal_delay: 3600,
      reservation_end_time_modification_minimal_delay: 3600,
    },
    features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])),
    registration_steps: Object.fromEntries(REGISTRATION_STEP_SETTINGS.map((s) => [s, true])),
    portal_modules: ['bookings', 'carpoolings', 'account', 'help', 'chat'],
    sso: null,
    theme: { primary_color: '#0B6E4F', primary_contrast_color: '#FFFFFF', secondary_color: '#F2A541', background_color: '#F7F9F8', pin_color: '#0B6E4F', selected_pin_color: '#C2410C' },
    logo_url: '/api/tenant/logo.svg',
    favicon_url: '/api/tenant/favicon.svg',
    login_background_url: null,
    vehicle_options: [...VEHICLE_OPTIONS],
    driver_fields: [...DRIVER_FIELDS],
    required_driver_fields: ['first_name', 'last_name', 'birthday_time', 'cell_phone', 'address_line1', 'address_postal_code', 'address_locality', 'address_country', 'driving_licence_number', 'driving_licence_expiration_time'],
    state_machine: RENTAL_STATE_MACHINE,
    web_client_id: DEMO_WEB_CLIENT_ID,
    map_center: [45.5088, -73.5878],
    support_email: 'aide@montreal-autopartage.test',
    support_phone: '+1 514 555 0100',
    emergency_phone: '+1 514 555 0199',
  },
  clients: [{ client_id: DEMO_WEB_CLIENT_ID, name: 'Front office web' }],
  stations,
  categories,
  labels: [
    { key: 'pro', name: 'Professionnel', aliases: ['pro', 'work', 'business', 'travail', 'boulot'] },
    { key: 'perso', name: 'Personnel', aliases: ['personal', 'perso', 'private', 'privé'] },
  ],
  vehicles,
  discountCodes: [
    { code: 'HIVER26', kind: 'percent', value: 10, expires_in_hours: 120 * 24, max_uses: null, uses: 37 },
    { code: 'BIENVENUE', kind: 'fixed', value: 1500, expires_in_hours: null, max_uses: 1000, uses: 12 },
    { code: 'NOEL25', kind: 'percent', value: 20, expires_in_hours: -30 * 24, max_uses: null, uses: 88 },
    { code: 'ETE25', kind: 'percent', value: 15, expires_in_hours: 200 * 24, max_uses: 50, uses: 50 },
  ],
  contents: helpContents({ name: NAME, email: 'aide@montreal-autopartage.test', phone: '+1 514 555 0100', country: 'CA', hours: { fr: 'tous les jours de 7 h à 22 h', en: 'every day from 7 am to 10 pm' }, languages: ['fr', 'en'] }),
  terms: termsHtml(NAME),
  additionalDocuments: [
    { name: 'proof_of_address', title_fr: 'Preuve de résidence', title_en: 'Proof of address', description_fr: 'Facture d\'électricité, relevé bancaire ou bail de moins de 3 mois, à votre nom.', description_en: 'Utility bill, bank statement or lease less than 3 months old, in your name.', required: true },
    { name: 'work_certificate', title_fr: 'Attestation d\'employeur', title_en: 'Work certificate', description_fr: 'Facultatif : donne accès aux tarifs entreprise si votre employeur est partenaire.', description_en: 'Optional: gives access to business rates if your employer is a partner.', required: false },
  ],
  registrationFlows: ['Inscription standard'],
  users,
  rentals: [
    { driver: 'driver@demo.test', vehicle: plate(0), status: 'prepared', start_in_hours: 26, duration_hours: 3, start_station: vehicles[0].station, end_station: vehicles[0].station, label: 'perso', estimated_distance: 40, distance: null, geotracking: false, carpooling: false, carpooling_destination: null, passengers: [], discount_codes: [] },
    { driver: 'driver@demo.test', vehicle: plate(geotracked), status: 'in_progress', start_in_hours: -1, duration_hours: 4, start_station: vehicles[geotracked].station, end_station: vehicles[geotracked].station, label: 'perso', estimated_distance: 60, distance: null, geotracking: false, carpooling: false, carpooling_destination: null, passengers: [], discount_codes: [] },
    { driver: 'driver@demo.test', vehicle: plate(2), status: 'closed', start_in_hours: -20 * 24, duration_hours: 3, start_station: vehicles[2].station, end_station: vehicles[2].station, label: 'pro', estimated_distance: 40, distance: 42, geotracking: false, carpooling: false, carpooling_destination: null, passengers: [], discount_codes: [] },
    { driver: 'driver@demo.test', vehicle: plate(5), status: 'closed', start_in_hours: -45 * 24, duration_hours: 24, start_station: vehicles[5].station, end_station: vehicles[5].station, label: 'perso', estimated_distance: 150, distance: 186, geotracking: false, carpooling: false, carpooling_destination: null, passengers: [], discount_codes: ['HIVER26'] },
    { driver: 'driver@demo.test', vehicle: plate(9), status: 'closed', start_in_hours: -80 * 24, duration_hours: 2, start_station: vehicles[9].station, end_station: vehicles[9].station, label: 'perso', estimated_distance: 10, distance: 12, geotracking: false, carpooling: false, carpooling_destination: null, passengers: [], discount_codes: [] },
    { driver: 'driver@demo.test', vehicle: plate(3), status: 'cancelled', start_in_hours: -10 * 24, duration_hours: 2, start_station: vehicles[3].station, end_station: vehicles[3].station, label: 'perso', estimated_distance: null, distance: null, geotracking: false, carpooling: false, carpooling_destination: null, passengers: [], discount_codes: [] },
    { driver: 'driver2@demo.test', vehicle: plate(sevenSeats), status: 'pending', start_in_hours: 50, duration_hours: 5, start_station: vehicles[sevenSeats].station, end_station: vehicles[sevenSeats].station, label: 'perso', estimated_distance: 260, distance: null, geotracking: false, carpooling: true, carpooling_destination: 'Québec – Vieux-Québec', passengers: [], discount_codes: [] },
    { driver: 'driver2@demo.test', vehicle: plate(12), status: 'closed', start_in_hours: -15 * 24, duration_hours: 6, start_station: vehicles[12].station, end_station: vehicles[12].station, label: 'perso', estimated_distance: 250, distance: 262, geotracking: false, carpooling: true, carpooling_destination: 'Mont-Tremblant', passengers: ['driver@demo.test'], discount_codes: [] },
    { driver: 'driver2@demo.test', vehicle: plate(16), status: 'closed', start_in_hours: -60 * 24, duration_hours: 4, start_station: vehicles[16].station, end_station: vehicles[16].station, label: 'pro', estimated_distance: 60, distance: 71, geotracking: true, carpooling: false, carpooling_destination: null, passengers: [], discount_codes: [] },
    { driver: 'admin@demo.test', vehicle: plate(20), status: 'pending', start_in_hours: 72, duration_hours: 2, start_station: vehicles[20].station, end_station: vehicles[20].station, label: 'pro', estimated_distance: 20, distance: null, geotracking: false, carpooling: false, carpooling_destination: null, passengers: [], discount_codes: [] },
  ],
}
