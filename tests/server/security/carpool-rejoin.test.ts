import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { insertRental } from '../rentals/rental-helpers'
import { newMember } from '../search/search-helpers'

/**
 * Joining and leaving a carpool again and again collected its driver's phone number, and the
 * driver never knew: joining the same carpool again is refused for 24 hours after leaving it, and
 * the driver is told by e-mail of each passenger who joins or leaves.
 */
describe('carpool re-joins and the driver told', () => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  const join = (rentalId: number, token: string) => ctx.post(`/api/user/rentals/${rentalId}/passengers`, { passenger: { rental_id: rentalId } }, { token })
  const leave = (rentalId: number, token: string) => ctx.del(`/api/user/rentals/${rentalId}/passengers`, { token })
  /** As if the passenger had left that long ago. */
  const leftAgo = (rentalId: number, userId: number, ms: number) =>
    ctx.db
      .updateTable('carpool_departures')
      .set({ left_at: Date.now() - ms })
      .where('rental_id', '=', rentalId)
      .where('user_id', '=', userId)
      .execute()
  const mailsTo = (to: string) => ctx.db.selectFrom('outbox').select(['subject', 'body']).where('channel', '=', 'email').where('recipient', '=', to).orderBy('id').execute()

  it('refuses joining again within 24 hours of leaving, then accepts it', async () => {
    const driver = await newMember(ctx)
    const passenger = await newMember(ctx, { first_name: 'Paule' })
    const rental = await insertRental(ctx, Date.now(), { driver: driver.email, status: 'pending', startInHours: 72, hours: 2, carpooling: true })
    expect((await join(rental.id, passenger.token)).statusCode).toBe(201)
    expect((await leave(rental.id, passenger.token)).statusCode).toBe(204)

    const again = await join(rental.id, passenger.token)
    expect({ status: again.statusCode, codes: errorCodes(again) }).toEqual({ status: 409, codes: ['CARPOOL_REJOIN_TOO_SOON'] })
    await leftAgo(rental.id, passenger.id, 23 * 3600 * 1000)
    expect(errorCodes(await join(rental.id, passenger.token))).toEqual(['CARPOOL_REJOIN_TOO_SOON'])
    await leftAgo(rental.id, passenger.id, 24 * 3600 * 1000 + 60_000)
    expect((await join(rental.id, passenger.token)).statusCode).toBe(201)
  })

  it('does not hold back another member, nor the same member on another carpool', async () => {
    const driver = await newMember(ctx)
    const leaver = await newMember(ctx)
    const other = await newMember(ctx)
    const first = await insertRental(ctx, Date.now(), { driver: driver.email, status: 'pending', startInHours: 80, hours: 2, carpooling: true })
    const second = await insertRental(ctx, Date.now(), { driver: driver.email, status: 'pending', startInHours: 90, hours: 2, carpooling: true })
    expect((await join(first.id, leaver.token)).statusCode).toBe(201)
    expect((await leave(first.id, leaver.token)).statusCode).toBe(204)
    expect((await join(first.id, other.token)).statusCode).toBe(201)
    expect((await join(second.id, leaver.token)).statusCode).toBe(201)
  })

  it('tells the driver, in their language, when a passenger joins and when one leaves', async () => {
    const driver = await newMember(ctx)
    await ctx.db.updateTable('users').set({ language: 'en' }).where('id', '=', driver.id).execute()
    const passenger = await newMember(ctx, { first_name: 'Paule' })
    const rental = await insertRental(ctx, Date.now(), { driver: driver.email, status: 'pending', startInHours: 100, hours: 2, carpooling: true })
    expect(await mailsTo(driver.email)).toEqual([])
    expect((await join(rental.id, passenger.token)).statusCode).toBe(201)
    expect((await leave(rental.id, passenger.token)).statusCode).toBe(204)
    const mails = await mailsTo(driver.email)
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('a passenger joined your carpool'), expect.stringContaining('a passenger left your carpool')])
    expect(mails[0].body).toContain('Paule M. joined your carpool of')
    expect(mails[1].body).toContain('Paule M. left your carpool of')
    // The passenger hears nothing of it: the driver's address gets the mail, not theirs.
    expect(await mailsTo(passenger.email)).toEqual([])
  })
})
