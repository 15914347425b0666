import { requiredBookingFields } from '@contracts/booking-fields'
import type { SearchSettings } from '@/lib/tenant-settings'

// The settings themselves are the tenant projection's (lib/tenant-settings.ts); here only what the search form makes of them.
export type { SearchSettings }

/** Which optional fields the search form shows (spec section 2, search form). */
export interface SearchFields {
  startStation: boolean
  endStation: boolean
  address: boolean
  destination: boolean
  rentalLabel: boolean
  estimatedDistance: boolean
  categories: boolean
  discountCode: boolean
}

export function searchFieldsOf(s: SearchSettings): SearchFields {
  const station = s.searchEngine === 'station'
  const required = requiredBookingFields({ labels: s.useLabels, estimated_distance: s.useEstimatedDistance, estimated_destination_field: s.useEstimatedDestinationField })
  return {
    startStation: station,
    endStation: station && s.oneWay,
    address: s.searchEngine === 'address',
    destination: required.destination,
    rentalLabel: required.rentalLabel,
    estimatedDistance: required.estimatedDistance,
    categories: s.useCategories,
    discountCode: s.useDiscount,
  }
}
