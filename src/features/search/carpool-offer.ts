/** The carpool offer box of the booking step: offer seats, and where to. */
export interface CarpoolOffer {
  carpooling: boolean
  carpoolingDestination: string
}

/** Spec section 5: a destination without the box ticked is refused with this warning key. */
export const DESTINATION_WITHOUT_CHECKBOX = 'booking:error-message-destination-whitout-checkbox'

export function carpoolOfferWarning(offer: CarpoolOffer): typeof DESTINATION_WITHOUT_CHECKBOX | null {
  return !offer.carpooling && offer.carpoolingDestination.trim() !== '' ? DESTINATION_WITHOUT_CHECKBOX : null
}
