import type { VehicleSearchBody } from '@contracts/vehicle'
import type { CarpoolSearchBodySchema } from '@contracts/rental'
import { PAGE_SIZES } from '@contracts/rental'
import type { z } from 'zod'
import { ceilToQuarter } from '@/lib/quarter-hour'
import type { SearchCriteria } from './search-criteria'
import { searchFieldsOf, type SearchSettings } from './search-settings'

type CarpoolSearchBody = z.infer<typeof CarpoolSearchBodySchema>

/** Spec section 9: page 1, limit 50, radius 30 (kilometres, DECISIONS.md). */
export const SEARCH_PAGE = 1
export const SEARCH_RADIUS_KM = 30

const iso = (ms: number) => new Date(ceilToQuarter(ms)).toISOString()

/** Spec section 5: a number, or null when empty. */
function numberOrNull(value: number | null): number | null {
  return value === null || !Number.isFinite(value) ? null : value
}

/** An empty input means no code (spec section 5). */
export function discountCodesOf(codes: readonly string[]): string[] {
  return codes
    .map((c) => c.trim())
    .filter((c) => c.length > 0)
    .slice(0, 1)
}

/**
 * The body of POST /vehicles/search from the search state (spec sections 5 and 7): fields the
 * tenant does not use are left out, the gears filter "all" is null, times round up to a quarter.
 */
export function toVehicleSearchBody(c: SearchCriteria, s: SearchSettings, page = SEARCH_PAGE): VehicleSearchBody {
  if (c.startDate === null || c.endDate === null) throw new Error('A search needs both dates')
  const f = searchFieldsOf(s)
  const d = f.destination ? c.destination : null
  const limit = PAGE_SIZES.vehicleSearch
  return {
    search: {
      start_station_id: f.startStation ? c.startStation : null,
      end_station_id: f.endStation ? c.endStation : null,
      latitude: f.address ? (c.location?.lat ?? null) : null,
      longitude: f.address ? (c.location?.long ?? null) : null,
      estimated_distance: f.estimatedDistance ? numberOrNull(c.estimatedDistance) : null,
      destination_label: d?.label || null,
      destination_name: d?.name || null,
      destination_gmaps_place_id: d?.placeId ?? null,
      destination_formatted_address: d?.formattedAddress || null,
      destination_latitude: d?.lat ?? null,
      destination_longitude: d?.long ?? null,
      rental_label_id: f.rentalLabel ? c.rentalLabel : null,
      discount_codes: f.discountCode ? discountCodesOf(c.discountCodes) : [],
      categories: f.categories ? [...c.categories] : [],
      options: [...c.options],
      gears_type: c.gearsType === 'all' ? null : c.gearsType,
      seats_count: c.seatsCount === 'all' ? null : c.seatsCount,
      start_time: iso(c.startDate),
      end_time: iso(c.endDate),
      page,
      limit,
      radius: SEARCH_RADIUS_KM,
    },
    page,
    limit,
  }
}

/** The body of POST /carpooling_rentals/search (spec section 7; limit 30 of section 9). */
export function toCarpoolSearchBody(c: SearchCriteria, s: SearchSettings, page = SEARCH_PAGE): CarpoolSearchBody {
  if (c.startDate === null) throw new Error('A carpool search needs a start')
  const f = searchFieldsOf(s)
  const limit = PAGE_SIZES.carpoolSearch
  return {
    search: {
      start_station_id: c.startStation,
      end_station_id: f.endStation ? c.endStation : null,
      rental_label_id: f.rentalLabel ? c.rentalLabel : null,
      start_time: iso(c.startDate),
      end_time: c.endDate === null ? null : iso(c.endDate),
      categories: f.categories ? [...c.categories] : [],
      page,
      limit,
    },
    page,
    limit,
  }
}
