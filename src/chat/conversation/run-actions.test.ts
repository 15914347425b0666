// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { runActions } from './run-actions'
import { useConversationStore } from './conversation-store'

// A fake of GET /places: the place service itself is tested on the server (places-service.test.ts).
const fakePlaces = vi.hoisted(() => ({ found: [] as { latitude: number; longitude: number }[] }))
vi.mock('@/features/search/api', () => ({
  fetchPlaces: (q: string) => Promise.resolve(fakePlaces.found.map((p) => ({ label: q, ...p }))),
}))

describe('locating a place without a station', () => {
  beforeEach(() => useConversationStore.setState({ placePosition: null }))

  it('keeps where the place is and asks the station question again', async () => {
    fakePlaces.found = [{ latitude: 45.4987, longitude: -73.5777 }]
    const askAgain = vi.fn(() => Promise.resolve())
    await runActions([{ type: 'locate_place', place: '1200 Sherbrooke Street West' }], { askAgain })
    expect(useConversationStore.getState().placePosition).toEqual({ place: '1200 Sherbrooke Street West', latitude: 45.4987, longitude: -73.5777 })
    expect(askAgain).toHaveBeenCalledWith('slot.place-located')
  })

  it('leaves the question as it is when the place is not found', async () => {
    fakePlaces.found = []
    const askAgain = vi.fn(() => Promise.resolve())
    await runActions([{ type: 'locate_place', place: 'Nowhere Street' }], { askAgain })
    expect(useConversationStore.getState().placePosition).toBeNull()
    expect(askAgain).not.toHaveBeenCalled()
  })
})
