import { VehicleSchema, type Vehicle } from '@contracts/vehicle'
import { RentalSchema, type CarpoolResult, type Rental } from '@contracts/rental'
import { INITIAL_CRITERIA, type SearchCriteria } from './search-criteria'
import type { SearchSettings } from './search-settings'

/** The demo tenant's search settings, with every optional feature off unless a test turns it on. */
export function settings(over: Partial<SearchSettings> = {}): SearchSettings {
  return {
    searchEngine: 'station',
    timezone: 'America/Montreal',
    currency: 'CAD',
    distanceUnit: 'km',
    vehicleOptions: ['air_conditioning', 'gps'],
    oneWay: false,
    useLabels: false,
    useCategories: false,
    useDiscount: false,
    useEstimatedDistance: false,
    useEstimatedDestinationField: false,
    useCarpooling: false,
    usePrivacyUsage: false,
    useRegistration: true,
    minimumReservationDuration: 901,
    maximumTimeInAdvance: 28_080_000,
    maximumReservationDuration: -1,
    ...over,
  }
}

export const T0 = Date.parse('2026-11-26T14:00:00Z')

export function criteria(over: Partial<SearchCriteria> = {}): SearchCriteria {
  return { ...INITIAL_CRITERIA, startStation: 1, startDate: T0, endDate: T0 + 3 * 3600_000, ...over }
}

/** A vehicle as a search answer has it (no access text: the server never sends it there). */
export const VEHICLE: Vehicle = VehicleSchema.parse({
  id: 11,
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
})

/** A pending rental of VEHICLE, as POST /user/rentals answers it. */
export const RENTAL: Rental = RentalSchema.parse({
  id: 5,
  status: 'pending',
  vehicle_id: 11,
  driver_id: 7,
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
  price: { value_cents: 2700, iso_code: 'CAD' },
  passengers_count: 0,
  created_at: '2026-11-25T19:00:00.000Z',
})

/** Another member's carpool offer on vehicle 11, as POST /carpooling_rentals/search lists it. */
export const CARPOOL: CarpoolResult = {
  id: 40,
  vehicle_id: 11,
  reservation_start_time: '2026-11-28T18:00:00Z',
  reservation_end_time: '2026-11-28T23:00:00Z',
  carpooling_destination: 'Québec',
  start_station_id: 1,
  end_station_id: 1,
  available_seats: 3,
  driver: { first_name: 'Alex' },
}
