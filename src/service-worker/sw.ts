/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { APP_BASE } from '../../contracts/http'
import { offlinePage } from './offline-page'
import { pageCacheKey } from './page-key'
import { servedFromCache } from './page-preloads'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> }

// Filled in by vite-plugin-pwa: the first screen's files (vite.config.ts picks them), by revision.
const manifest = self.__WB_MANIFEST

// Pages are cached per build: a new service worker starts with none, so it never serves a page
// whose scripts an older build had.
function hash(text: string): string {
  let h = 0
  for (let i = 0; i < text.length; i++) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0
  return (h >>> 0).toString(36)
}
const PAGES = `frontoffice-pages-${hash(JSON.stringify(manifest))}`

/** The app's cookies as a Cookie header: a page cached before a notice was answered leaves it out. */
async function pageCookies(): Promise<string> {
  // A browser without the Cookie Store API in workers serves the page as cached; the app then hides the notice.
  const store = (self as { cookieStore?: CookieStore }).cookieStore
  if (!store) return ''
  return (await store.getAll().catch(() => [])).map((c) => `${c.name}=${c.value}`).join('; ')
}

precacheAndRoute(manifest)
cleanupOutdatedCaches()

// The rest of the build (screens, cards, the map) is kept as it is fetched: hashed names never change.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(`${APP_BASE}assets/`),
  new CacheFirst({ cacheName: 'frontoffice-assets', plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
)

// Nothing under /api is routed here: answers that hold a driver's data never go in a cache shared
// by whoever uses this browser next; the app keeps its own last-seen copy, erased at logout.

/**
 * A page from the cache at once while the network refreshes it (stale-while-revalidate), the
 * network when none is cached, and offline a cached page or, before any, a short bilingual notice.
 */
registerRoute(
  new NavigationRoute(
    async ({ request, url, event }) => {
      const cache = await caches.open(PAGES)
      const key = pageCacheKey(url)
      // The browser's navigation preload went out while this worker started: the refresh uses it.
      const preloaded: Promise<Response | undefined> = (event as FetchEvent | undefined)?.preloadResponse ?? Promise.resolve(undefined)
      const fromNetwork = preloaded.then(async (preload) => {
        const response = preload ?? (await fetch(request))
        if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')) await cache.put(key, response.clone())
        return response
      })
      const cached = (await cache.match(key)) ?? (await cache.match(APP_BASE))
      if (cached) {
        ;(event as ExtendableEvent | undefined)?.waitUntil(fromNetwork.catch(() => undefined))
        return servedFromCache(cached, await pageCookies())
      }
      return fromNetwork.catch(async () => {
        const page = await cache.match(APP_BASE)
        return page ? servedFromCache(page, await pageCookies()) : offlinePage()
      })
    },
    { allowlist: [new RegExp(`^${APP_BASE}`)] },
  ),
)

// The first visit's page came before this worker: fetch the root once more, so a reload offline
// finds it.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES)
      .then((cache) => cache.add(new Request(APP_BASE, { cache: 'reload', credentials: 'same-origin' })))
      .catch(() => undefined),
  )
})

// A page's network copy is asked for while the worker starts, not once it has: the refresh behind a
// cached page, and a page not cached yet, come sooner (browsers without it fetch as before).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable().catch(() => undefined) ?? Promise.resolve())
})

// The app's "new version" prompt (src/app/pwa) asks the waiting worker to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
