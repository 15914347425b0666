import type { VehicleSearchResult } from '@contracts/vehicle'
import { FINISHED_STATUSES, RentalsResponseSchema, asDriverQuery } from '@contracts/rental'
import { apiGet } from '@/core/api'
import type { SearchSettings } from '@/features/search'
import { fetchVehicle, searchVehicles } from '@/features/search/api'
import { INITIAL_CRITERIA, type SearchCriteria } from '@/features/search/search-criteria'
import { toVehicleSearchBody } from '@/features/search/search-body'
import { nextSuchTimes, pickRebooking } from './pick-rebooking'
import type { RebookCardProps } from './schema'

// The member's finished bookings looked through: enough for a habit, one page of the API.
const LOOKED_AT = 100

/** What a rebooking found: no such earlier booking, or its vehicle and the search of its next such times. */
export type Rebooking =
  | { kind: 'none' }
  | {
      kind: 'found'
      name: string
      criteria: SearchCriteria & { startDate: number }
      /** The same vehicle among the results: its review opens at once; null when taken. */
      same: VehicleSearchResult | null
    }

/**
 * Finds the earlier booking a rebooking names among the member's finished ones (pick-rebooking.ts),
 * moves its times to the next such day, and searches its station and category then.
 */
export async function findRebooking(props: RebookCardProps, memberId: number, settings: SearchSettings, now: number): Promise<Rebooking> {
  const page = await apiGet('/rentals', RentalsResponseSchema, {
    query: { page: 1, limit: LOOKED_AT, statuses: FINISHED_STATUSES.filter((s) => s === 'closed'), order: 'desc', ...asDriverQuery(memberId) },
  })
  const earlier = pickRebooking(page.rentals, props, settings.timezone)
  if (!earlier) return { kind: 'none' }
  const vehicle = await fetchVehicle(earlier.vehicle_id)
  const station = earlier.start_station_id ?? vehicle.station_id
  const criteria = {
    ...INITIAL_CRITERIA,
    startStation: station,
    endStation: station,
    ...nextSuchTimes(earlier, settings.timezone, now),
    categories: vehicle.category_id === null ? [] : [vehicle.category_id],
  }
  const answer = await searchVehicles(toVehicleSearchBody(criteria, settings))
  return { kind: 'found', name: `${vehicle.make} ${vehicle.model}`, criteria, same: answer.results.find((r) => r.vehicle.id === vehicle.id) ?? null }
}
