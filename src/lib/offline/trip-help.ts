import { APP_BASE } from '@contracts/http'

/**
 * What a driver needs when the car will not open and the network is gone (an underground car
 * park): the rental's access instructions, its station's description and the operator's phone.
 * Kept once a trip is in progress in the Cache Storage the service worker serves from, under the
 * member's id, one entry per rental; deleted at the trip's end and at logout (start.ts). The page
 * writes it itself: the worker may not control the page yet on the visit the trip starts, and
 * Cache Storage is the same store for both. A copy stays in memory for the chat's turns.
 */
export interface TripHelp {
  rentalId: number
  accessText: string | null
  station: { name: string; address: string | null; description: string | null } | null
  phone: string | null
  savedAt: number
}

export const TRIP_HELP_CACHE = 'frontoffice-trip-help'

const entryUrl = (userId: number, rentalId: number) => `${APP_BASE}__trip-help/${userId}/${rentalId}`
export const memberPrefix = (userId: number) => new URL(`${APP_BASE}__trip-help/${userId}/`, self.location.origin).href

let current: TripHelp | null = null
const listeners = new Set<() => void>()

function set(help: TripHelp | null): void {
  current = help
  for (const listener of listeners) listener()
}

/** The help kept for the trip in progress, as loaded or kept last; null when none. */
export const currentTripHelp = (): TripHelp | null => current

export function subscribeTripHelp(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const hasCaches = () => typeof caches !== 'undefined'

export async function keepTripHelp(userId: number, help: TripHelp): Promise<void> {
  set(help)
  if (!hasCaches()) return
  try {
    const cache = await caches.open(TRIP_HELP_CACHE)
    await cache.put(entryUrl(userId, help.rentalId), new Response(JSON.stringify(help), { headers: { 'content-type': 'application/json' } }))
  } catch {
    // Storage refused (private browsing, quota): the help is only in memory then.
  }
}

/** The member's kept help (the newest when several trips left one), also put in memory for the chat. */
export async function loadTripHelp(userId: number): Promise<TripHelp | null> {
  if (!hasCaches()) return current
  try {
    const cache = await caches.open(TRIP_HELP_CACHE)
    const prefix = memberPrefix(userId)
    const found: TripHelp[] = []
    for (const request of await cache.keys()) {
      if (!request.url.startsWith(prefix)) continue
      const response = await cache.match(request)
      if (response) found.push((await response.json()) as TripHelp)
    }
    const newest = found.sort((a, b) => b.savedAt - a.savedAt)[0] ?? null
    set(newest)
    return newest
  } catch {
    return current
  }
}

/** At the trip's end: that rental's entry goes. */
export async function forgetTripHelp(userId: number, rentalId: number): Promise<void> {
  if (current?.rentalId === rentalId) set(null)
  if (!hasCaches()) return
  try {
    await (await caches.open(TRIP_HELP_CACHE)).delete(entryUrl(userId, rentalId))
  } catch {
    // Nothing was kept.
  }
}

/** At logout (a shared device): nothing of any member stays. */
export async function forgetAllTripHelp(): Promise<void> {
  set(null)
  if (!hasCaches()) return
  await caches.delete(TRIP_HELP_CACHE).catch(() => false)
}
