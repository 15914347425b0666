import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { testClock } from '../rentals/rental-helpers'
import { demoTripFields, newMember, newVehicle, rentalWindow, stationId } from '../search/search-helpers'
import { expectSpecError } from './spec-error'

// One driver must not block the fleet: a driver not yet validated holds one upcoming rental, a
// validated one at most the tenant's max_overlapping_rentals (default 2) over any moment.
describe('the vehicles one driver may hold', () => {
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

  const book = async (token: string, hoursAhead: number, hours: number) =>
    ctx.post('/api/user/rentals', { rental: { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(hoursAhead, hours), ...(await demoTripFields(ctx)) } }, { token })

  it('lets a driver waiting for validation hold one upcoming rental only', async () => {
    const pending = await newMember(ctx, { step: 'driver_waiting_for_validation' })
    expect((await book(pending.token, 100, 14 * 24)).statusCode).toBe(201)
    const second = await book(pending.token, 100, 14 * 24)
    expectSpecError(second, [400], 'a second hold')
    expect(errorCodes(second)).toEqual(['SEARCH_TOO_MANY_RESERVATIONS'])
    expect(errorCodes(await book(pending.token, 600, 2))).toEqual(['SEARCH_TOO_MANY_RESERVATIONS'])
  })

  it('caps a validated driver at 2 overlapping rentals by default, not rentals at other times', async () => {
    const driver = await newMember(ctx)
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await book(driver.token, 200, 14 * 24)).statusCode)
    expect(statuses).toEqual([201, 201, 400, 400, 400])
    expect((await book(driver.token, 200 + 15 * 24, 2)).statusCode).toBe(201)
  })

  it('follows the tenant setting', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.max_overlapping_rentals = 1
    })
    const driver = await newMember(ctx)
    expect((await book(driver.token, 300, 3)).statusCode).toBe(201)
    expect(errorCodes(await book(driver.token, 301, 3))).toEqual(['SEARCH_TOO_MANY_RESERVATIONS'])
  })
})
