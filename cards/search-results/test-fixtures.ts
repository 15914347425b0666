import { StationSchema, type Station } from '@contracts/reference'
import { VehicleSearchResultSchema, type Vehicle, type VehicleSearchResult } from '@contracts/vehicle'
import { vehicleFixture as baseVehicle } from '@/test-support/fixtures'
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
  return baseVehicle({
    id: 11,
    model: 'Yaris Hybride',
    options: ['air_conditioning', 'bluetooth'],
    license_plate: 'TNL 841',
    internal_identifier: 'MTL-001',
    included_distance: 100,
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
