import { StationSchema, type Station } from '@contracts/reference'
import { VehicleSchema, VehicleSearchResultSchema, type Vehicle, type VehicleSearchResult } from '@contracts/vehicle'
import { INITIAL_CRITERIA, type SearchCriteria } from '@/features/search/search-criteria'
import { ceilToQuarter } from '@/lib/quarter-hour'

export const GARE: Station = StationSchema.parse({
  id: 1,
  name: 'Gare Centrale',
  address: '895 Rue De la Gauchetière O, Montréal',
  description: null,
  latitude: 45.4998,
  longitude: -73.5664,
  aliases: [],
})

export function vehicleFixture(over: Partial<Vehicle> = {}): Vehicle {
  return VehicleSchema.parse({
    id: 11,
    make: 'Toyota',
    model: 'Yaris Hybride',
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
    options: ['air_conditioning', 'bluetooth'],
    equipments: [],
    payload_capacity: null,
    volume: null,
    power: null,
    license_plate: 'TNL 841',
    internal_identifier: 'MTL-001',
    included_distance: 100,
    geotracking_privacy_usage: false,
    box_latitude: null,
    box_longitude: null,
    box_state_of_charge: null,
    box_charging_status: null,
    box_autonomy: null,
    box_fuel_level: null,
    access_instructions: 'La clé est dans la boîte à gants.',
    ...over,
  })
}

export function resultFixture(vehicle: Vehicle = vehicleFixture(), cents = 2700): VehicleSearchResult {
  return VehicleSearchResultSchema.parse({
    vehicle,
    price: { value_cents: cents, iso_code: 'CAD' },
    prediscount_price: { value_cents: cents, iso_code: 'CAD' },
    distance_in_meters: null,
    station: GARE,
    destination: null,
  })
}

/** Two days from now, for three hours: far enough for every alternative to be offered. */
export const START = ceilToQuarter(Date.now() + 2 * 86_400_000)

export function criteriaFixture(over: Partial<SearchCriteria> = {}): SearchCriteria {
  const start = START
  return { ...INITIAL_CRITERIA, startStation: 1, endStation: 1, startDate: start, endDate: start + 3 * 3600_000, ...over }
}
