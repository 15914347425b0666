import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { insertRental, testClock } from '../rentals/rental-helpers'
import { demoTripFields, newMember, newVehicle, rentalWindow, stationId } from '../search/search-helpers'
import { expectSpecError } from './spec-error'

// Moving a booking must not get round the holds a new booking keeps to: a driver could otherwise
// book at quiet times, then move every booking onto the same busy fortnight.
describe('the vehicles one driver may hold, when a booking is moved', () => {
  const clock = testClock()
  let ctx: TestContext
  let gare: number
  beforeAll(async () => {
    ctx = await createTestContext({ adapters: { clock: clock.read } })
    gare = await stationId(ctx, 'Gare Centrale')
    // The active-rental cap is set high, so that only the holds rule is tried here.
    await ctx.updateTenantSettings('demo', (s) => {
      s.max_active_rentals = 10
    })
  })
  afterAll(() => ctx.close())

  const book = async (token: string, hoursAhead: number, hours: number) => {
    const res = await ctx.post(
      '/api/user/rentals',
      { rental: { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(hoursAhead, hours), ...(await demoTripFields(ctx)) } },
      { token },
    )
    expect(res.statusCode, res.body).toBe(201)
    return (res.json() as { rental: { id: number } }).rental.id
  }
  const move = (token: string, id: number, hoursAhead: number, hours: number) => ctx.put(`/api/user/rentals/${id}`, { rental: rentalWindow(hoursAhead, hours) }, { token })

  it('refuses to move a third booking over two that overlap (default cap 2), in the spec shape', async () => {
    const driver = await newMember(ctx)
    await book(driver.token, 200, 3)
    await book(driver.token, 200, 3)
    const later = await book(driver.token, 500, 3)
    const moved = await move(driver.token, later, 201, 3)
    expectSpecError(moved, [400], 'a move onto two held rentals')
    expect(errorCodes(moved)).toEqual(['SEARCH_TOO_MANY_RESERVATIONS'])
    const unchanged = await ctx.get(`/api/user/rentals/${later}`, { token: driver.token })
    expect((unchanged.json() as { rental: { reservation_start_time: string } }).rental.reservation_start_time).toBe(rentalWindow(500, 3).reservation_start_time)
  })

  it('does not count the moved booking against itself', async () => {
    const driver = await newMember(ctx)
    const first = await book(driver.token, 300, 3)
    await book(driver.token, 300, 3)
    expect((await move(driver.token, first, 300, 5)).statusCode).toBe(200)
    const apart = await book(driver.token, 700, 3)
    expect((await move(driver.token, apart, 710, 3)).statusCode).toBe(200)
  })

  it('keeps a driver waiting for validation to one upcoming rental', async () => {
    const pending = await newMember(ctx, { step: 'driver_waiting_for_validation' })
    const own = await book(pending.token, 400, 3)
    expect((await move(pending.token, own, 402, 3)).statusCode).toBe(200)
    // A second one, left by the operator's back office, which the member cannot book themselves.
    await insertRental(ctx, clock.now, { driver: pending.email, status: 'pending', startInHours: 900, hours: 2 })
    const moved = await move(pending.token, own, 404, 3)
    expectSpecError(moved, [400], 'a move while holding two')
    expect(errorCodes(moved)).toEqual(['SEARCH_TOO_MANY_RESERVATIONS'])
  })

  it('follows the tenant setting', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.max_overlapping_rentals = 1
    })
    const driver = await newMember(ctx)
    await book(driver.token, 800, 3)
    const other = await book(driver.token, 850, 3)
    expect(errorCodes(await move(driver.token, other, 801, 3))).toEqual(['SEARCH_TOO_MANY_RESERVATIONS'])
  })
})
