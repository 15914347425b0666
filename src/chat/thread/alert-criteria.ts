import type { Alert } from '@contracts/alert'
import { INITIAL_CRITERIA, seatsFilterOf, type SearchCriteria } from '@/features/search/search-criteria'

/** The search an alert keeps alive, as the search state: what its offer's review is booked with. */
export function alertCriteria(a: Alert): SearchCriteria {
  const gears = a.gears_type === 'manual' || a.gears_type === 'automatic' || a.gears_type === 'semi_automatic' ? a.gears_type : 'all'
  return {
    ...INITIAL_CRITERIA,
    startStation: a.start_station_id,
    endStation: a.end_station_id,
    location: a.latitude !== null && a.longitude !== null ? { displayText: '', lat: a.latitude, long: a.longitude } : null,
    startDate: Date.parse(a.start_time),
    endDate: Date.parse(a.end_time),
    categories: [...a.category_ids],
    // The server stored only the tenant's option names (the search's own schema checked them).
    options: a.options as SearchCriteria['options'],
    gearsType: gears,
    seatsCount: a.seats_count === null ? 'all' : seatsFilterOf(a.seats_count),
  }
}
