import type { Features } from './tenant'

/** The tenant flags that decide which trip details a booking must carry. */
export type BookingFieldFlags = Partial<Pick<Features, 'labels' | 'estimated_distance' | 'estimated_destination_field'>>

/** What a booking must say about the trip, by the tenant's flags (spec section 5, the search submit's disabled rule). */
export interface RequiredBookingFields {
  rentalLabel: boolean
  /** A destination place and the driver's label for it (estimated distance with the destination field). */
  destination: boolean
  /** A distance in the tenant's unit (estimated distance without the destination field). */
  estimatedDistance: boolean
}

/**
 * The one owner of the rule that the classic form enforces by disabling its submit and the server
 * by refusing POST /user/rentals: labels on needs a rental label; estimated distance on needs the
 * destination (destination field on) or the distance (field off). A flag absent counts as off.
 */
export function requiredBookingFields(f: BookingFieldFlags): RequiredBookingFields {
  const distance = f.estimated_distance === true
  const destinationField = f.estimated_destination_field === true
  return { rentalLabel: f.labels === true, destination: distance && destinationField, estimatedDistance: distance && !destinationField }
}
