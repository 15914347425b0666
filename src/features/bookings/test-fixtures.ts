import type { Rental } from '@contracts/rental'

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
