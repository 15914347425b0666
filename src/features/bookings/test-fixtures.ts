import type { Rental } from '@contracts/rental'
import type { Vehicle } from '@contracts/vehicle'

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

export function vehicleFixture(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 10,
    make: 'Renault',
    model: 'Zoé',
    year: 2022,
    category_id: 1,
    station_id: 1,
    photos: ['/api/vehicle_photos/10/side.svg'],
    thumbnail_url: '/api/vehicle_photos/10/side.svg',
    description: 'Citadine électrique.',
    doors_count: 5,
    seats_count: 5,
    fuel_type: 'electric',
    gears_type: 'automatic',
    options: ['air_conditioning', 'gps'],
    equipments: ['Câble de recharge', 'Siège enfant', 'Grattoir'],
    payload_capacity: 300,
    volume: 338,
    power: 80,
    license_plate: 'AB-123-CD',
    internal_identifier: 'MTL-010',
    included_distance: 100,
    geotracking_privacy_usage: true,
    box_latitude: 45.5,
    box_longitude: -73.56,
    box_state_of_charge: 82,
    box_charging_status: 'not_charging',
    box_autonomy: 240,
    box_fuel_level: null,
    access_instructions: null,
    ...overrides,
  }
}
