import { PriceQuoteResponseSchema } from '@contracts/price-breakdown'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { insertRental } from '../rentals/rental-helpers'
import { HOUR, newMember, newVehicle, stationId } from './search-helpers'

/**
 * The modify card prices a booking's current times and its new ones. A booking under way, or one
 * starting within the tenant's lead time, was refused as a new booking would be (400
 * RENTAL_DATES_IN_PAST or SEARCH_START_TIME_TOO_SOON), so the card showed no price: with
 * `rental_id` the times are judged as the change itself.
 */
describe('POST /vehicles/{id}/price for a change of a booking', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  const iso = (ms: number) => new Date(ms).toISOString()
  const quote = (vehicleId: number, token: string, start: number, end: number, rentalId?: number) =>
    ctx.post(`/api/vehicles/${vehicleId}/price`, { price: { start_time: iso(start), end_time: iso(end), rental_id: rentalId } }, { token })

  it('prices a rental in progress, its current times and a later end', async () => {
    const driver = await newMember(ctx)
    const now = Date.now()
    const rental = await insertRental(ctx, now, { driver: driver.email, status: 'in_progress', startInHours: -1, hours: 3 })
    const start = now - HOUR
    const end = now + 2 * HOUR
    expect(errorCodes(await quote(rental.vehicleId, driver.token, start, end))).toEqual(['RENTAL_DATES_IN_PAST'])
    const current = await quote(rental.vehicleId, driver.token, start, end, rental.id)
    expect(current.statusCode).toBe(200)
    const later = await quote(rental.vehicleId, driver.token, start, end + 2 * HOUR, rental.id)
    expect(later.statusCode).toBe(200)
    const cents = (res: { json: () => unknown }) => PriceQuoteResponseSchema.parse(res.json()).price_quote.price.value_cents
    expect(cents(later)).toBeGreaterThan(cents(current))
  })

  it('still refuses what the change itself would refuse: moving the start of a rental under way', async () => {
    const driver = await newMember(ctx)
    const now = Date.now()
    const rental = await insertRental(ctx, now, { driver: driver.email, status: 'in_progress', startInHours: -1, hours: 3 })
    const res = await quote(rental.vehicleId, driver.token, now + HOUR, now + 4 * HOUR, rental.id)
    expect(res.statusCode).toBe(400)
  })

  it("answers 404 for another member's booking and for a guest, 400 for another vehicle", async () => {
    const driver = await newMember(ctx)
    const stranger = await newMember(ctx)
    const now = Date.now()
    const rental = await insertRental(ctx, now, { driver: driver.email, status: 'pending', startInHours: 48, hours: 2 })
    const otherVehicle = await newVehicle(ctx, await stationId(ctx, 'Gare Centrale'))
    const start = now + 48 * HOUR
    expect((await quote(rental.vehicleId, stranger.token, start, start + 2 * HOUR, rental.id)).statusCode).toBe(404)
    expect((await quote(rental.vehicleId, await ctx.guestToken(), start, start + 2 * HOUR, rental.id)).statusCode).toBe(404)
    expect(errorCodes(await quote(otherVehicle, driver.token, start, start + 2 * HOUR, rental.id))).toEqual(['WRONG_PARAMETER'])
  })
})
