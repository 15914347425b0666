import type { CreateRentalBody } from '@contracts/rental'
import { ceilToQuarter } from '@/lib/quarter-hour'
import { discountCodesOf } from './search-body'
import type { SearchCriteria } from './search-criteria'
import { searchFieldsOf, type SearchSettings } from './search-settings'
import type { CarpoolOffer } from './carpool-offer'

export interface RentalRequest {
  vehicleId: number
  /** The result's station: where the vehicle waits (address engine) or the searched start station. */
  stationId: number | null
  /** The result's destination id, when the search resolved one. */
  destinationId: number | null
  driverId: number | null
  geotracking: boolean
}

/** POST /user/rentals from the search that found the vehicle and the carpool offer (spec section 7). */
export function toCreateRentalBody(c: SearchCriteria, s: SearchSettings, r: RentalRequest, offer: CarpoolOffer): CreateRentalBody {
  if (c.startDate === null || c.endDate === null) throw new Error('A booking needs both dates')
  const f = searchFieldsOf(s)
  const carpooling = s.useCarpooling && offer.carpooling
  const d = f.destination ? c.destination : null
  return {
    rental: {
      vehicle_id: r.vehicleId,
      driver_id: r.driverId,
      start_station_id: (f.startStation ? c.startStation : null) ?? r.stationId,
      end_station_id: f.endStation ? c.endStation : null,
      destination_id: r.destinationId,
      reservation_start_time: new Date(ceilToQuarter(c.startDate)).toISOString(),
      reservation_end_time: new Date(ceilToQuarter(c.endDate)).toISOString(),
      estimated_distance: f.estimatedDistance ? c.estimatedDistance : null,
      rental_label_id: f.rentalLabel ? c.rentalLabel : null,
      discount_codes: f.discountCode ? discountCodesOf(c.discountCodes) : [],
      geotracking: r.geotracking,
      carpooling,
      carpooling_destination: carpooling && offer.carpoolingDestination.trim() ? offer.carpoolingDestination.trim() : null,
      destination: d ? { label: d.label || null, formatted_address: d.formattedAddress || null, latitude: d.lat, longitude: d.long } : null,
    },
  }
}
