import { loadCatalog } from '@/lib/reference-data/catalog'
import { useTenantStore } from '@/lib/tenant'
import type { Catalog, ParseIntent } from '../dialog/intent-types'
import { buildCatalog } from './engine-catalog'

export { buildCatalog }

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

/**
 * The engine and the tenant's catalog, for a card that reads its sentence again (the modify card,
 * once it knows the booking). The catalog is the one the sentence was first read with; when the
 * reference data cannot load, the tenant's own settings still resolve the dates.
 */
export async function loadSentenceReader(): Promise<{ parse: ParseIntent; catalog: Catalog } | null> {
  const [parse, reference] = await Promise.all([loadIntentEngine(), loadCatalog()])
  const tenant = useTenantStore.getState().tenant
  if (!tenant) return null
  return { parse, catalog: buildCatalog(tenant, reference) }
}
