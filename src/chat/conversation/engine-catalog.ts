import type { Tenant } from '@contracts/tenant'
import type { Catalog as ReferenceCatalog } from '@/lib/reference-data/catalog-query'
import type { Catalog } from '../dialog/intent-types'

/**
 * The engine's catalog from the tenant and its reference data: ids become strings there. A
 * station's aliases ("YUL", "Old Port") are names the engine reads as that station. Its own module
 * (no engine loading, no stores) so that the dialogue replay builds the catalog the same way.
 */
export function buildCatalog(tenant: Tenant, reference: Pick<ReferenceCatalog, 'stations' | 'categories' | 'rentalLabels'>): Catalog {
  return {
    timezone: tenant.timezone,
    country: tenant.iso3166,
    distanceUnit: tenant.distance_unit,
    searchEngine: tenant.search_engine,
    oneWay: tenant.features.one_way === true,
    stations: reference.stations.map((s) => ({
      id: String(s.id),
      name: s.name,
      address: s.address,
      aliases: [...(s.aliases ?? [])],
    })),
    categories: reference.categories.map((c) => ({
      id: String(c.id),
      name: c.name,
      aliases: [...c.aliases],
    })),
    rentalLabels: reference.rentalLabels.map((l) => ({
      id: String(l.id),
      name: l.name,
      aliases: [...l.aliases],
    })),
  }
}
