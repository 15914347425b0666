import { VEHICLE_OPTIONS } from '@contracts/tenant'
import type { VehicleSearchBody } from '@contracts/vehicle'
import type { Dataset } from './bench-dataset'
import type { Rng } from './random'

const QUARTER = 15 * 60_000
const HOUR = 3_600_000

/**
 * A driver's search: a random station (or, one time in ten, an address near a station with a
 * radius of 1 to 5 km), a start in the next 30 days on a quarter hour, 1 to 72 hours long, and
 * now and then categories, options, gears, seats, an estimated distance.
 */
export function randomSearchBody(r: Rng, data: Dataset, now: number): VehicleSearchBody {
  const start = Math.ceil((now + r.int(1, 30 * 24 * 4) * QUARTER) / QUARTER) * QUARTER
  const end = start + r.int(1, 72) * HOUR
  const search: VehicleSearchBody['search'] = { start_time: new Date(start).toISOString(), end_time: new Date(end).toISOString() }
  if (r.chance(0.1)) {
    const s = r.pick(data.stations)
    search.latitude = s.latitude + (r.next() - 0.5) * 0.01
    search.longitude = s.longitude + (r.next() - 0.5) * 0.01
    search.radius = r.int(1, 5)
  } else {
    search.start_station_id = r.pick(data.stationIds)
  }
  if (r.chance(0.2)) search.categories = [r.pick(data.categoryIds), r.pick(data.categoryIds)]
  if (r.chance(0.15)) search.options = [r.pick(VEHICLE_OPTIONS)]
  if (r.chance(0.15)) search.gears_type = r.pick(['automatic', 'manual'] as const)
  if (r.chance(0.15)) search.seats_count = r.pick([2, 4, 7])
  if (r.chance(0.2)) search.estimated_distance = r.int(10, 400)
  return { search, page: 1, limit: 50 }
}

/** How many different searches each connection of the load cycles through. */
export const SEARCH_POOL_SIZE = 200

/**
 * The load's requests, built before it starts: autocannon sends a prepared request as it is, whereas
 * a body made per request (random numbers, dates, JSON, rebuilding the request) cost the load
 * generator, on the two cores it shares with the server, more than the bare route's whole request
 * (one pair of runs: 301 against 173 µs of its CPU per search), work the bare route does not pay.
 * Each connection sends the pool in turn; the server caches no answer.
 */
export function searchRequests(r: Rng, data: Dataset, now: number, headers: Record<string, string>, path = '/api/vehicles/search') {
  return Array.from({ length: SEARCH_POOL_SIZE }, () => ({ method: 'POST' as const, path, headers, body: JSON.stringify(randomSearchBody(r, data, now)) }))
}
