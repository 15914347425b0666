import { afterEach, describe, expect, it } from 'vitest'
import { rentalFixture } from '@/test-support/fixtures'
import { forgetLastSeenMember, rememberMember } from '@/lib/offline/last-seen'
import { currentTripHelp, forgetAllTripHelp, keepTripHelp } from '@/lib/offline/trip-help'
import { ANSWER_MARGIN_MS, forgetEndedTripHelp } from './forget-ended-trips'

const page = (ids: number[], total = ids.length) => ({ rentals: ids.map((id) => rentalFixture({ id, status: 'in_progress' })), meta: { total, limit: 10, page: 1 } })
const help = (rentalId: number) => ({ rentalId, accessText: 'Boîte 4821', station: null, phone: null, savedAt: 1000 })

describe("the help kept for a trip, once the server's list of trips under way has come", () => {
  afterEach(async () => {
    forgetLastSeenMember()
    await forgetAllTripHelp()
  })

  it('goes when the whole list no longer holds that trip, and stays while it does or the list is partial', async () => {
    rememberMember(7)
    await keepTripHelp(7, help(5))
    const later = 1000 + ANSWER_MARGIN_MS + 1
    await forgetEndedTripHelp(page([5]), later)
    await forgetEndedTripHelp(page([6], 2), later)
    // Kept less than the margin before the answer: the list may have been asked before the trip started.
    await forgetEndedTripHelp(page([6]), 1000 + ANSWER_MARGIN_MS)
    expect(currentTripHelp()?.rentalId).toBe(5)
    await forgetEndedTripHelp(page([6]), later)
    expect(currentTripHelp()).toBeNull()
  })
})
