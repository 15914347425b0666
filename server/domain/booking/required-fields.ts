import { requiredBookingFields, type BookingFieldFlags } from '@contracts/booking-fields'
import type { CreateRentalBody } from '@contracts/rental'
import { badRequest, type LocalizedDetail } from '../../errors'

const filled = (v: string | null | undefined): boolean => typeof v === 'string' && v.trim() !== ''

// FIELD_REQUIRED alone reads "this field is mandatory", which a chat or an API client cannot place:
// the detail names the trip detail the operator asks for.
const DETAILS: Record<'rentalLabel' | 'destination' | 'estimatedDistance', LocalizedDetail> = {
  rentalLabel: { fr: 'Ce service demande le motif de la location (libellé).', en: 'This service asks for the rental label (the trip purpose).' },
  destination: { fr: 'Ce service demande la destination et son libellé.', en: 'This service asks for the destination and its label.' },
  estimatedDistance: { fr: 'Ce service demande la distance estimée du trajet.', en: 'This service asks for the estimated distance of the trip.' },
}

/**
 * The trip details the tenant requires (contracts/booking-fields.ts), checked on POST /user/rentals:
 * the classic form cannot be submitted without them, and no other client may skip them either, or
 * the operator loses the trip's purpose and the distance it prices. A destination is a destination
 * id the search returned or a place with its label.
 */
export function checkRequiredBookingFields(flags: BookingFieldFlags, r: CreateRentalBody['rental']): void {
  const need = requiredBookingFields(flags)
  if (need.rentalLabel && r.rental_label_id == null) throw badRequest('FIELD_REQUIRED', 'rental.rental_label_id', DETAILS.rentalLabel)
  if (need.estimatedDistance && r.estimated_distance == null) throw badRequest('FIELD_REQUIRED', 'rental.estimated_distance', DETAILS.estimatedDistance)
  const d = r.destination
  const place = d != null && filled(d.label) && filled(d.formatted_address)
  if (need.destination && r.destination_id == null && !place) throw badRequest('FIELD_REQUIRED', 'rental.destination', DETAILS.destination)
}
