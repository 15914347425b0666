import { createTestContext, type TestContext } from '../helpers'
import { HOUR, insertRental, iso, testClock } from '../rentals/rental-helpers'

// A member who takes no part in a rental learns nothing from its id: every call on it answers as for
// a rental that does not exist (DECISIONS.md "another member's rental"), whatever it is (a carpool
// offer, a closed rental with a receipt).
const clock = testClock()
let ctx: TestContext
let stranger: string

beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read } })
  stranger = await ctx.tokenFor('leaving@demo.test')
})
afterAll(() => ctx.close())

const CALLS: [string, (id: number) => Promise<{ statusCode: number; body: string }>][] = [
  ['GET /user/rentals/{id}', (id) => ctx.get(`/api/user/rentals/${id}`, { token: stranger })],
  ['PUT /user/rentals/{id} (times)', (id) => ctx.put(`/api/user/rentals/${id}`, { rental: { reservation_end_time: iso(clock.now + 80 * HOUR) } }, { token: stranger })],
  ['PUT /user/rentals/{id} (geotracking)', (id) => ctx.put(`/api/user/rentals/${id}`, { rental: { geotracking: true } }, { token: stranger })],
  ['DELETE /user/rentals/{id}', (id) => ctx.del(`/api/user/rentals/${id}`, { token: stranger })],
  ['GET /rentals/{id}/passengers', (id) => ctx.get(`/api/rentals/${id}/passengers`, { token: stranger })],
  ['DELETE /user/rentals/{id}/passengers', (id) => ctx.del(`/api/user/rentals/${id}/passengers`, { token: stranger })],
  ['GET /user/rentals/{id}/receipt', (id) => ctx.get(`/api/user/rentals/${id}/receipt`, { token: stranger })],
  ['GET /user/rentals/{id}/receipt.pdf', (id) => ctx.get(`/api/user/rentals/${id}/receipt.pdf`, { token: stranger })],
]

describe("another member's rental, to a member with no part in it", () => {
  it.each(CALLS)('%s answers as for no such rental (404)', async (_label, call) => {
    const offer = await insertRental(ctx, clock.now, {
      driver: 'driver2@demo.test',
      status: 'pending',
      startInHours: 60,
      hours: 2,
      carpooling: true,
      passengers: ['driver@demo.test'],
    })
    const closed = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'closed', startInHours: -30, hours: 2 })
    const none = await call(999_999)
    expect(none.statusCode).toBe(404)
    for (const { id } of [offer, closed]) {
      const res = await call(id)
      expect({ status: res.statusCode, body: res.body }).toEqual({ status: none.statusCode, body: none.body })
    }
  })
})
