import { loadCatalog } from '@/lib/reference-data/catalog'
import type { Catalog as ReferenceCatalog } from '@/lib/reference-data/catalog-query'
import { useTenantStore } from '@/core/tenant'
import { whenIdle } from '@/lib/when-idle'
import type { Catalog, ParseIntent } from '../dialog/intent-types'
import { buildCatalog } from './engine-catalog'

let lastCatalog: { tenant: object; reference: object; catalog: Catalog } | null = null

/**
 * The engine's catalog for the tenant and the reference data (as loadCatalog answers it), the same
 * object while neither changes: the engine compiles a catalog (its stations' and categories' names)
 * once per object, so the warm-up's compiling serves the driver's sentences. Null before the tenant is known.
 */
export function engineCatalog(reference: ReferenceCatalog): Catalog | null {
  const tenant = useTenantStore.getState().tenant
  if (!tenant) return null
  if (lastCatalog?.tenant !== tenant || lastCatalog.reference !== reference) lastCatalog = { tenant, reference, catalog: buildCatalog(tenant, reference) }
  return lastCatalog.catalog
}

let loading: Promise<ParseIntent> | null = null

/**
 * The intent engine, loaded on the first message (or when the composer gets the focus) so that
 * chrono-node and the lexicons stay out of the first paint.
 */
export function loadIntentEngine(): Promise<ParseIntent> {
  loading ??= import('../../../intents/index').then((module) => module.parseIntent as ParseIntent)
  loading.catch(() => {
    loading = null
  })
  return loading
}

// A sentence of each kind the first message usually is (a day, an hour, a duration, a place): reading
// it builds what the engine builds on its first call (its date grammars and lexicons), some 200 ms of
// work on a desktop and nearer a second on a slow phone, which the driver's first Enter otherwise waits for.
const WARM_UP_SENTENCE = { fr: 'une voiture demain à 9h pour 3h à la gare', en: 'a car tomorrow at 9am for 3 hours at the station' } as const
const WARM_UP_CATALOG: Catalog = {
  timezone: 'UTC',
  country: 'CA',
  distanceUnit: 'km',
  searchEngine: 'station',
  oneWay: false,
  stations: [{ id: '1', name: 'Gare', address: '' }],
  categories: [],
  rentalLabels: [],
}
// A short wait at most: the driver is typing, and the reading must be done before their Enter.
const WARM_UP_IDLE_TIMEOUT_MS = 200
let warmed: Promise<void> | null = null

/**
 * Loads the engine and reads one sentence with it while the browser is idle, so the driver's first
 * sentence is read at the engine's usual speed (a search answered ≤ 800 ms after Enter).
 * The result is thrown away; the engine keeps nothing from one sentence to the next but its grammars.
 */
export function warmUpIntentEngine(lang: 'fr' | 'en'): Promise<void> {
  warmed ??= loadIntentEngine().then(
    (parse) =>
      new Promise<void>((resolve) => {
        whenIdle(() => {
          // A small catalog of its own in the tenant's zone (its offsets are then known): waiting for
          // the tenant's catalog (a network call) put this reading too close to the driver's Enter.
          const timezone = useTenantStore.getState().tenant?.timezone ?? WARM_UP_CATALOG.timezone
          parse({ text: WARM_UP_SENTENCE[lang], lang, now: new Date() }, { ...WARM_UP_CATALOG, timezone })
          resolve()
          // Then the tenant's own catalog, once loaded, is compiled (its names and aliases) the same way.
          void loadCatalog().then((reference) => {
            const catalog = engineCatalog(reference)
            if (catalog) whenIdle(() => parse({ text: WARM_UP_SENTENCE[lang], lang, now: new Date() }, catalog), WARM_UP_IDLE_TIMEOUT_MS)
          }, ignore)
        }, WARM_UP_IDLE_TIMEOUT_MS)
      }),
    ignore,
  )
  return warmed
}

const ignore = () => undefined

/**
 * The engine and the tenant's catalog, for a card that reads its sentence again (the modify card,
 * once it knows the booking). The catalog is the one the sentence was first read with; when the
 * reference data cannot load, the tenant's own settings still resolve the dates.
 */
export async function loadSentenceReader(): Promise<{ parse: ParseIntent; catalog: Catalog } | null> {
  const [parse, reference] = await Promise.all([loadIntentEngine(), loadCatalog()])
  const catalog = engineCatalog(reference)
  return catalog ? { parse, catalog } : null
}
