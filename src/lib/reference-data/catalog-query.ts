import type { Category, RentalLabel, Station } from '@contracts/reference'
import { useTenantStore } from '@/core/tenant'
import { REFERENCE_KEY } from '@/core/query/query-keys'
import { fetchCategories, fetchRentalLabels, fetchStations } from './api'
import { needsRentalLabels } from './catalog-access'

export interface Catalog {
  stations: Station[]
  categories: Category[]
  rentalLabels: RentalLabel[]
}

export const EMPTY_CATALOG: Catalog = { stations: [], categories: [], rentalLabels: [] }

export const catalogKey = [...REFERENCE_KEY, 'catalog'] as const

/**
 * An operator changes stations, categories and labels rarely, and no change of the member's alters
 * them: read again after 10 minutes, when the page is shown again or when a view asks.
 */
export const REFERENCE_STALE_TIME = 10 * 60_000

/**
 * Stations, categories and rental labels (GET /stations, /categories, /rental_labels), as one
 * query. Rental labels are not asked of a tenant without them: their list stays empty.
 */
export const catalogQuery = {
  queryKey: catalogKey,
  queryFn: async (): Promise<Catalog> => {
    const labels = needsRentalLabels(useTenantStore.getState().flags) ? fetchRentalLabels() : Promise.resolve([])
    const [stations, categories, rentalLabels] = await Promise.all([fetchStations(), fetchCategories(), labels])
    return { stations, categories, rentalLabels }
  },
  staleTime: REFERENCE_STALE_TIME,
}
