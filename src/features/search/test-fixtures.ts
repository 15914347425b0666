import type { Vehicle } from '@contracts/vehicle'
import { rentalFixture, vehicleFixture } from '@/test-support/fixtures'
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
    minimumTimeBeforeStart: 0,
    ...over,
  }
}

export const T0 = Date.parse('2026-11-26T14:00:00Z')

export function criteria(over: Partial<SearchCriteria> = {}): SearchCriteria {
  return { ...INITIAL_CRITERIA, startStation: 1, startDate: T0, endDate: T0 + 3 * 3600_000, ...over }
}

/** A vehicle as a search answer has it (no access text: the server never sends it there). */
export const VEHICLE: Vehicle = vehicleFixture({ id: 11 })

/** A pending rental of VEHICLE, as POST /user/rentals answers it. */
export const RENTAL: Rental = RentalSchema.parse(
  rentalFixture({ id: 5, status: 'pending', vehicle_id: 11, driver_id: 7, price: { value_cents: 2700, iso_code: 'CAD' }, created_at: '2026-11-25T19:00:00.000Z' }),
)

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
