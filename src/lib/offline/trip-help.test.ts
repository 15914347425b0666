import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { currentTripHelp, forgetAllTripHelp, forgetTripHelp, keepTripHelp, loadTripHelp, type TripHelp } from './trip-help'
import { forgetTripHelpExcept } from './forget-ended-trip-help'

/** A fake of the browser's Cache Storage (jsdom has none): named caches of URL to response body. */
function fakeCacheStorage() {
  const stores = new Map<string, Map<string, string>>()
  const urlOf = (r: RequestInfo | URL) => new URL(r instanceof Request ? r.url : String(r), self.location.origin).href
  return {
    stores,
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, string>()
      stores.set(name, store)
      return {
        async put(r: RequestInfo | URL, response: Response) {
          store.set(urlOf(r), await response.text())
        },
        async match(r: RequestInfo | URL) {
          const body = store.get(urlOf(r))
          return body === undefined ? undefined : new Response(body)
        },
        async keys() {
          return [...store.keys()].map((url) => new Request(url))
        },
        async delete(r: RequestInfo | URL) {
          return store.delete(urlOf(r))
        },
      }
    },
    async delete(name: string) {
      return stores.delete(name)
    },
  }
}

const help = (rentalId: number, savedAt: number): TripHelp => ({ rentalId, accessText: `Boîte ${rentalId}`, station: null, phone: '+15145550199', savedAt })

describe('the trip help kept on the device', () => {
  let storage: ReturnType<typeof fakeCacheStorage>
  beforeEach(() => {
    storage = fakeCacheStorage()
    vi.stubGlobal('caches', storage)
  })
  afterEach(async () => {
    await forgetAllTripHelp()
    vi.unstubAllGlobals()
  })

  it("is kept per member and rental, read back as the member's newest, and goes at the trip's end", async () => {
    await keepTripHelp(7, help(1, 1000))
    await keepTripHelp(7, help(2, 2000))
    await keepTripHelp(8, help(3, 3000))
    expect((await loadTripHelp(7))?.rentalId).toBe(2)
    await forgetTripHelp(7, 2)
    expect((await loadTripHelp(7))?.rentalId).toBe(1)
    expect((await loadTripHelp(8))?.rentalId).toBe(3)
  })

  it('goes for the trips the server no longer lists under way, keeping one kept since the list was asked', async () => {
    await keepTripHelp(8, help(3, 1000)) // another member's: not this list's to judge
    await keepTripHelp(7, help(1, 1000)) // ended by the lifecycle job
    await keepTripHelp(7, help(2, 1500)) // still under way
    await keepTripHelp(7, help(4, 5000)) // started while the list was on its way
    await forgetTripHelpExcept(7, [2], 4000)
    const left = [...(storage.stores.get('frontoffice-trip-help')?.keys() ?? [])].map((url) => url.replace(/^.*__trip-help\//, ''))
    expect(left.sort()).toEqual(['7/2', '7/4', '8/3'])
    expect(currentTripHelp()?.rentalId).toBe(4)
    await forgetTripHelpExcept(7, [], 6000)
    expect(await loadTripHelp(7)).toBeNull()
    expect(currentTripHelp()).toBeNull()
  })

  it('leaves nothing of anyone at logout', async () => {
    await keepTripHelp(7, help(1, 1000))
    await forgetAllTripHelp()
    expect(storage.stores.size).toBe(0)
    expect(await loadTripHelp(7)).toBeNull()
  })
})
