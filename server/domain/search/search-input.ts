import { PAGE_SIZES } from '@contracts/rental'
import type { VehicleSearchBody } from '@contracts/vehicle'
import { wrongParameter } from '../booking/domain-error'
import type { LatLng } from './geo'

export const DEFAULT_RADIUS_KM = 30

export type SearchWhere =
  { engine: 'station'; startStationId: number; endStationId: number | null } | { engine: 'address'; centre: LatLng; radiusM: number; endStationId: number | null }

export interface SearchPlan {
  where: SearchWhere
  startMs: number
  endMs: number
  categories: number[]
  options: string[]
  gearsType: string | null
  seatsCount: number | null
  estimatedDistance: number | null
  rentalLabelId: number | null
  discountCodes: string[]
  destination: DestinationInput | null
  page: number
  limit: number
}

export interface DestinationInput {
  label: string | null
  name: string | null
  place_id: string | null
  formatted_address: string | null
  latitude: number | null
  longitude: number | null
}

const nz = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v)

/** The list without repeats, in first-seen order (most searches send none or one). */
function distinct<T>(list: readonly T[] | null | undefined): T[] {
  if (!list || list.length === 0) return []
  return list.length === 1 ? [list[0]] : [...new Set(list)]
}

/**
 * Reads the search body (spec section 7) into a plan. The engine follows the request: a start
 * station searches that station, coordinates search around the point; with neither, the field the
 * tenant's engine needs is missing. Paging: top-level page/limit win over the search object's,
 * defaulting to page 1 and 50 per page (section 9); radius in kilometres, default 30.
 */
export function readSearch(body: VehicleSearchBody, tenantEngine: 'station' | 'address'): SearchPlan {
  const s = body.search
  const endStationId = nz(s.end_station_id)
  let where: SearchWhere
  if (s.start_station_id != null) {
    where = { engine: 'station', startStationId: s.start_station_id, endStationId }
  } else if (s.latitude != null && s.longitude != null) {
    where = { engine: 'address', centre: { latitude: s.latitude, longitude: s.longitude }, radiusM: (s.radius ?? DEFAULT_RADIUS_KM) * 1000, endStationId }
  } else if (tenantEngine === 'station') {
    throw wrongParameter('search.start_station_id')
  } else {
    throw wrongParameter('search.latitude')
  }

  const destination: DestinationInput = {
    label: nz(s.destination_label),
    name: nz(s.destination_name),
    place_id: nz(s.destination_gmaps_place_id),
    formatted_address: nz(s.destination_formatted_address),
    latitude: nz(s.destination_latitude),
    longitude: nz(s.destination_longitude),
  }
  if ((destination.latitude === null) !== (destination.longitude === null)) {
    throw wrongParameter('search.destination_latitude')
  }
  const hasDestination = Object.values(destination).some((v) => v !== null && v !== '')

  return {
    where,
    startMs: Date.parse(s.start_time),
    endMs: Date.parse(s.end_time),
    categories: distinct(s.categories),
    options: distinct(s.options),
    gearsType: nz(s.gears_type),
    seatsCount: nz(s.seats_count),
    estimatedDistance: nz(s.estimated_distance),
    rentalLabelId: nz(s.rental_label_id),
    discountCodes: s.discount_codes ?? [],
    destination: hasDestination ? destination : null,
    page: body.page ?? s.page ?? 1,
    limit: body.limit ?? s.limit ?? PAGE_SIZES.vehicleSearch,
  }
}
