import type { Rental, RentalActions as WireActions, RentalFields } from '@contracts/rental'
import type { RentalRow } from '../../db/schema'
import type { RentalActions } from './rental-rules'
import { parseStoredCodes } from './stored-codes'
import { rentalBilling } from '@contracts/rental-billing'

/** A rental row with what the wire format adds: its destination and its passenger count. */
export interface RentalRecord extends RentalRow {
  destination_label: string | null
  destination_formatted_address: string | null
  passengers_count: number
  /** The rental's invoice, null until the charge job writes it. */
  invoice_status: string | null
  invoice_attempts: number | null
  invoice_error: string | null
}

export type Viewer = 'driver' | 'passenger'

const iso = (ms: number) => new Date(ms).toISOString()

/** The wire rental: its facts and what its viewer may do now (the server's rules, never the client's). */
export function toWireRental(r: RentalRecord, viewer: Viewer, distanceUnit: 'km' | 'miles', actions: RentalActions): Rental {
  return { ...rentalFields(r, viewer, distanceUnit), actions: wireActions(actions) }
}

/**
 * A rental's facts as its viewer may read them. A passenger sees the ride, not the driver's bill: price and discount codes are
 * the driver's alone (the booking detail shows the price to its driver once finished), and so is
 * where a closed rental's bill stands.
 */
export function rentalFields(r: RentalRecord, viewer: Viewer, distanceUnit: 'km' | 'miles'): RentalFields {
  const isDriver = viewer === 'driver'
  // Where the driver goes is theirs: a passenger sees the carpool destination instead.
  const hasDestination = isDriver && (r.destination_label !== null || r.destination_formatted_address !== null)
  const view: RentalFields = {
    id: r.id,
    status: r.status as Rental['status'],
    vehicle_id: r.vehicle_id,
    driver_id: r.driver_id,
    start_station_id: r.start_station_id,
    end_station_id: r.end_station_id,
    destination_id: isDriver ? r.destination_id : null,
    reservation_start_time: iso(r.reservation_start_time),
    reservation_end_time: iso(r.reservation_end_time),
    estimated_distance: r.estimated_distance,
    rental_label_id: r.rental_label_id,
    discount_codes: isDriver ? parseStoredCodes(r.discount_codes) : [],
    geotracking: r.geotracking === 1,
    carpooling: r.carpooling === 1,
    carpooling_destination: r.carpooling_destination,
    destination: hasDestination ? { formatted_address: r.destination_formatted_address, label: r.destination_label } : null,
    distance: r.distance,
    distance_unit: distanceUnit,
    price: isDriver && r.price_cents !== null ? { value_cents: r.price_cents, iso_code: r.currency } : null,
    passengers_count: Number(r.passengers_count),
    created_at: iso(r.created_at),
  }
  // The bill is the driver's, and exists only for a closed rental.
  if (isDriver && r.status === 'closed') {
    view.billing = rentalBilling(r.invoice_status === null ? null : { status: r.invoice_status, attempts: Number(r.invoice_attempts ?? 0), error: r.invoice_error })
  }
  return view
}

function wireActions(a: RentalActions): WireActions {
  const until = (v: number | null) => (v === null ? null : iso(v))
  return {
    modify_start: { allowed: a.modify_start.allowed, until: until(a.modify_start.until) },
    modify_end: { allowed: a.modify_end.allowed, until: until(a.modify_end.until) },
    cancel: { allowed: a.cancel.allowed, until: until(a.cancel.until) },
    geotracking: { allowed: a.geotracking.allowed },
  }
}
