import type { CarpoolResult } from '@contracts/rental'
import type { Vehicle, VehicleSearchResult } from '@contracts/vehicle'
import type { SearchCriteria } from '@/features/search/search-criteria'
import type { NextCard } from '../search-results/next-card'

/** The review of a result about to be booked, as the card that follows a booking click. */
export function reviewNextCard(result: VehicleSearchResult, criteria: SearchCriteria, text: string): NextCard {
  return { text, kind: 'booking-review', props: { result, carpool: null, vehicle: result.vehicle, criteria } }
}

/** The review of another member's carpool about to be joined, as the card that follows its choice. */
export function joinReviewNextCard(carpool: CarpoolResult, vehicle: Vehicle, text: string): NextCard {
  return { text, kind: 'booking-review', props: { result: null, carpool, vehicle, criteria: null } }
}
