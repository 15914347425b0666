import { currentTripHelp, forgetTripHelp, hasCaches, memberPrefix, TRIP_HELP_CACHE, type TripHelp } from './trip-help'

/**
 * The server's list of the member's trips under way, asked at `askedAt` and read online: the help
 * of any other rental kept before that moment goes (a trip the lifecycle job ended, or one ended
 * from another device, whose screen this device never saw closed). Help kept since the list was
 * asked (a trip started meanwhile) stays. Its own module, loaded when a list has come: not in the
 * first load.
 */
export async function forgetTripHelpExcept(userId: number, underWay: readonly number[], askedAt: number): Promise<void> {
  const ended = (help: TripHelp) => !underWay.includes(help.rentalId) && help.savedAt < askedAt
  const current = currentTripHelp()
  if (current !== null && ended(current)) await forgetTripHelp(userId, current.rentalId)
  if (!hasCaches()) return
  try {
    const cache = await caches.open(TRIP_HELP_CACHE)
    const prefix = memberPrefix(userId)
    for (const request of await cache.keys()) {
      if (!request.url.startsWith(prefix)) continue
      const kept = (await (await cache.match(request))?.json()) as TripHelp | undefined
      if (kept && ended(kept)) await forgetTripHelp(userId, kept.rentalId)
    }
  } catch {
    // Nothing was kept.
  }
}
