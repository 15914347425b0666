import { installFakeApi, json, makeUser, signInMember } from '@/test-support/fake-api'
import { useSessionStore } from '@/core/session'
import { fetchRentalPage } from './api'

let api: ReturnType<typeof installFakeApi>
beforeEach(() => {
  localStorage.clear()
  api = installFakeApi({
    'GET /rentals': () => json(200, { rentals: [], meta: { page: 1, limit: 20, total: 0 } }),
    'GET /user/carpooling_rentals': () => json(200, { rentals: [], meta: { page: 1, limit: 20, total: 0 } }),
  })
})
afterEach(() => {
  api.uninstall()
  useSessionStore.getState().setAnonymous()
})

describe('the lists of bookings ask for the member as driver (spec section 9, GET /rentals)', () => {
  it('names the member in driver_ids on the bookings list', async () => {
    signInMember(makeUser({ id: 42 }))
    await fetchRentalPage('bookings.upcoming', 1)
    expect(api.requests[0].path).toBe('/rentals')
    expect(api.requests[0].search.getAll('driver_ids[]')).toEqual(['42'])
  })

  it('does not send driver_ids to the list of joined carpools', async () => {
    signInMember(makeUser({ id: 42 }))
    await fetchRentalPage('carpoolings.upcoming', 1)
    expect(api.requests[0].search.getAll('driver_ids[]')).toEqual([])
  })
})
