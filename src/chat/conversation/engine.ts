import type { Tenant } from '@contracts/tenant'
import type { Catalog as ReferenceCatalog } from '@/lib/reference-data'
import type { Catalog, ParseIntent } from '../dialog/intent-types'

// A glob, not a plain import, so that the chat builds and runs its tests while intents/ is in the works.
const engines = import.meta.glob<{ parseIntent: unknown }>('/intents/index.ts')

let loading: Promise<ParseIntent> | null = null

/**
 * The intent engine, loaded on the first message (or when the composer gets the focus) so that
 * chrono-node and the lexicons stay out of the first paint.
 */
export function loadIntentEngine(): Promise<ParseIntent> {
  const load = Object.values(engines)[0]
  if (!load) return Promise.reject(new Error('The intent engine (intents/index.ts) is missing'))
  loading ??= load().then((module) => module.parseIntent as ParseIntent)
  loading.catch(() => {
    loading = null
  })
  return loading
}

/** The engine's catalog from the tenant and its reference data: ids become strings there. */
export function buildCatalog(tenant: Tenant, reference: ReferenceCatalog): Catalog {
  return {
    timezone: tenant.timezone,
    country: tenant.iso3166,
    distanceUnit: tenant.distance_unit,
    searchEngine: tenant.search_engine,
    oneWay: tenant.features.one_way === true,
    stations: reference.stations.map((s) => ({ id: String(s.id), name: s.name, address: s.address })),
    categories: reference.categories.map((c) => ({ id: String(c.id), name: c.name, aliases: [...c.aliases] })),
    rentalLabels: reference.rentalLabels.map((l) => ({ id: String(l.id), name: l.name, aliases: [...l.aliases] })),
  }
}
