import { InvoicesResponseSchema } from '@contracts/invoice'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { HOUR, insertRental, testClock } from '../rentals/rental-helpers'
import { newMember } from '../search/search-helpers'

/**
 * GET /user/invoices (the chat's "mes factures"): the member's own invoices, newest first,
 * each with the rental it charges; never another member's invoice or rental, never another tenant's.
 */
describe('GET /user/invoices', () => {
  const clock = testClock()
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ adapters: { clock: clock.read } })
  })
  afterAll(() => ctx.close())

  const invoice = async (userId: number, rentalId: number | null, cents: number, status: 'pending' | 'paid', ageHours: number, slug = 'demo') =>
    ctx.db
      .insertInto('invoices')
      .values({
        tenant_id: await ctx.tenantId(slug),
        user_id: userId,
        rental_id: rentalId,
        amount_cents: cents,
        currency: 'CAD',
        status,
        created_at: clock.now - ageHours * HOUR,
        paid_at: status === 'paid' ? clock.now - ageHours * HOUR + 60_000 : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  const invoicesOf = async (token: string, query = '') => {
    const res = await ctx.get(`/api/user/invoices${query}`, { token })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    return InvoicesResponseSchema.parse(res.json())
  }

  it("lists the member's invoices newest first with their rental, and nothing of anyone else's", async () => {
    const me = await newMember(ctx)
    const other = await newMember(ctx)
    const closed = await insertRental(ctx, clock.now, { driver: me.email, status: 'closed', startInHours: -50, hours: 3 })
    const theirs = await insertRental(ctx, clock.now, { driver: other.email, status: 'closed', startInHours: -30, hours: 2 })
    const theirOther = await insertRental(ctx, clock.now, { driver: other.email, status: 'closed', startInHours: -20, hours: 2 })
    const paid = await invoice(me.id, closed.id, 2750, 'paid', 46)
    const pending = await invoice(me.id, null, 500, 'pending', 2)
    // An invoice of theirs, and one of mine that names their rental (a back-office slip): their rental is never shown to me.
    await invoice(other.id, theirs.id, 1800, 'paid', 27)
    const slip = await invoice(me.id, theirOther.id, 100, 'pending', 1)

    const list = await invoicesOf(me.token)
    expect(list.meta).toEqual({ total: 3, limit: 20, page: 1 })
    expect(list.invoices.map((i) => i.id)).toEqual([slip.id, pending.id, paid.id])
    expect(list.invoices[2]).toMatchObject({
      amount: { value_cents: 2750, iso_code: 'CAD' },
      status: 'paid',
      rental: { id: closed.id, status: 'closed', start_date: new Date(clock.now - 50 * HOUR).toISOString(), end_date: new Date(clock.now - 47 * HOUR).toISOString() },
    })
    expect(list.invoices[2].paid_at).not.toBeNull()
    expect(list.invoices[2].rental?.vehicle_name).toBeTruthy()
    expect(list.invoices[1]).toMatchObject({ status: 'pending', paid_at: null, rental: null })
    expect(list.invoices[0].rental).toBeNull()

    const theirList = await invoicesOf(other.token)
    expect(theirList.invoices.map((i) => i.amount.value_cents)).toEqual([1800])
  })

  it('says which pending invoice the card refused (a counted try with an error), not one never tried or tried without an answer', async () => {
    const me = await newMember(ctx)
    const refused = await invoice(me.id, null, 4250, 'pending', 3)
    const untried = await invoice(me.id, null, 500, 'pending', 2)
    const unanswered = await invoice(me.id, null, 700, 'pending', 1)
    await ctx.db.updateTable('invoices').set({ attempts: 1, error: 'Your card was declined.' }).where('id', '=', refused.id).execute()
    await ctx.db.updateTable('invoices').set({ attempts: 0, error: 'connect ETIMEDOUT' }).where('id', '=', unanswered.id).execute()
    const byId = new Map((await invoicesOf(me.token)).invoices.map((i) => [i.id, i.charge_refused]))
    expect(Object.fromEntries(byId)).toEqual({ [refused.id]: true, [untried.id]: false, [unanswered.id]: false })
  })

  it('pages, refuses a bad page in the error shape, and answers 401 without a member', async () => {
    const me = await newMember(ctx)
    for (const age of [3, 2, 1]) await invoice(me.id, null, 100 * age, 'paid', age)
    const second = await invoicesOf(me.token, '?limit=2&page=2')
    expect(second.meta).toEqual({ total: 3, limit: 2, page: 2 })
    expect(second.invoices.map((i) => i.amount.value_cents)).toEqual([300])
    const bad = await ctx.get('/api/user/invoices?limit=abc', { token: me.token })
    expect(bad.statusCode).toBe(400)
    expect(errorCodes(bad).length).toBeGreaterThan(0)
    expect((await ctx.get('/api/user/invoices')).statusCode).toBe(401)
  })

  it("never lists another tenant's invoices, even of a member with the same id", async () => {
    const elsewhere = await newMember(ctx, { slug: 'simple' })
    await invoice(elsewhere.id, null, 999, 'paid', 1, 'simple')
    expect((await invoicesOf((await newMember(ctx)).token)).invoices).toEqual([])
    const res = await ctx.get('/api/user/invoices', { token: elsewhere.token, host: 'simple.localhost' })
    expect(res.statusCode).toBe(200)
    expect(InvoicesResponseSchema.parse(res.json()).invoices.map((i) => i.amount.value_cents)).toEqual([999])
    // A demo tenant's token on the simple host is no member there.
    expect((await ctx.get('/api/user/invoices', { token: (await newMember(ctx)).token, host: 'simple.localhost' })).statusCode).toBe(401)
  })
})
