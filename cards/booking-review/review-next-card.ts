import type { VehicleSearchResult } from '@contracts/vehicle'
import type { SearchCriteria } from '@/features/search/search-criteria'
import type { NextCard } from '../search-results/next-card'

/** The review of a result about to be booked, as the card that follows a booking click. */
export function reviewNextCard(result: VehicleSearchResult, criteria: SearchCriteria, text: string): NextCard {
  return { text, kind: 'booking-review', props: { result, carpool: null, vehicle: result.vehicle, criteria } }
}
