import { RentalResponseSchema, RentalsResponseSchema } from '@contracts/rental'
import { createTestContext, type TestContext } from '../helpers'
import { insertRental, testClock } from './rental-helpers'
import { chargeRentals } from '../../../server/jobs/definitions/charge-rentals'

const clock = testClock()
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read }, transports: { mail: null, sms: null } })
})
afterAll(() => ctx.close())

/** A closed rental as the state machine leaves it: ended_at recorded, so the charge job bills it. */
async function closedRental(driver: string, startInHours: number): Promise<number> {
  const { id } = await insertRental(ctx, clock.now, { driver, status: 'closed', startInHours, hours: 2 })
  await ctx.db
    .updateTable('rentals')
    .set({ ended_at: clock.now + (startInHours + 2) * 3600_000 })
    .where('id', '=', id)
    .execute()
  return id
}

const billingOf = async (id: number, email: string) => {
  const token = await ctx.tokenFor(email)
  const res = await ctx.get(`/api/user/rentals/${id}`, { token })
  expect(res.statusCode).toBe(200)
  return RentalResponseSchema.parse(res.json()).rental.billing
}

describe("a closed rental's bill, next to the rental", () => {
  it('says billing until the invoice exists, then its status, and the receipt answers exactly when it says so', async () => {
    const id = await closedRental('driver@demo.test', -30)
    const token = await ctx.tokenFor('driver@demo.test')
    expect(await billingOf(id, 'driver@demo.test')).toEqual({ state: 'billing', reason: null, has_receipt: false })
    expect((await ctx.get(`/api/user/rentals/${id}/receipt`, { token })).statusCode).toBe(404)
    const list = RentalsResponseSchema.parse((await ctx.get('/api/rentals', { token, query: { 'statuses[]': ['closed'], limit: '50' } })).json())
    expect(list.rentals.find((r) => r.id === id)?.billing?.state).toBe('billing')

    await chargeRentals.run({}, ctx.jobContext())
    expect(await billingOf(id, 'driver@demo.test')).toEqual({ state: 'paid', reason: null, has_receipt: true })
    expect((await ctx.get(`/api/user/rentals/${id}/receipt`, { token })).statusCode).toBe(200)
  })

  it('says the payment was refused and why: no card, or a declined card', async () => {
    const id = await closedRental('driver2@demo.test', -40)
    const userId = await ctx.userId('driver2@demo.test')
    await ctx.db.deleteFrom('payment_cards').where('user_id', '=', userId).execute()
    await chargeRentals.run({}, ctx.jobContext())
    expect(await billingOf(id, 'driver2@demo.test')).toEqual({ state: 'payment-refused', reason: 'no-card', has_receipt: true })
    await ctx.db.updateTable('invoices').set({ error: 'Your card was declined.' }).where('rental_id', '=', id).execute()
    expect(await billingOf(id, 'driver2@demo.test')).toEqual({ state: 'payment-refused', reason: 'declined', has_receipt: true })
  })

  it('is not sent for a rental not closed', async () => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'prepared', startInHours: 30, hours: 2 })
    expect(await billingOf(id, 'driver@demo.test')).toBeUndefined()
  })
})
