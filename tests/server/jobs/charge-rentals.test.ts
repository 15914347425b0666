import { createTestContext, type TestContext } from '../helpers'
import { HOUR, insertRental, testClock } from '../rentals/rental-helpers'
import { chargeRentals } from '../../../server/jobs/definitions/charge-rentals'
import { transitionRental } from '../../../server/domain/rentals/transition'
import { startStripeDouble, type StripeDouble } from '../../../server/domain/payments/testing/stripe-double'
import { errorCodes } from '../helpers'

const clock = testClock()
let ctx: TestContext
let stripe: StripeDouble
beforeAll(async () => {
  stripe = await startStripeDouble()
  ctx = await createTestContext({ adapters: { clock: clock.read }, transports: { mail: null, sms: null, stripeApi: stripe.api } })
})
afterAll(async () => {
  await ctx.close()
  await stripe.close()
})

async function addCard(email: string, provider: 'offline' | 'stripe', ref: string, last4: string, host = 'localhost'): Promise<void> {
  const tenant = await ctx.app.tenants.resolveHost(host)
  await ctx.db
    .insertInto('payment_cards')
    .values({
      tenant_id: tenant!.id,
      user_id: await ctx.userId(email, host),
      provider,
      provider_ref: ref,
      brand: 'visa',
      country: 'CA',
      last4,
      exp_month: 12,
      exp_year: 2040,
      set_as_default_at: clock.now,
      deleted_at: null,
      created_at: clock.now,
    })
    .execute()
}

/** A 2-hour booking driven from its start and returned an hour late, closed through the state machine (with the distance the operator read, if any). */
async function driveAndClose(email: string, distance?: number): Promise<number> {
  const start = clock.now - 3 * HOUR
  const { id } = await insertRental(ctx, clock.now, { driver: email, status: 'prepared', startInHours: -3, hours: 2 })
  for (const [to, at] of [
    ['check_in', start],
    ['in_progress', start],
    ['check_out', clock.now],
  ] as const)
    await transitionRental(ctx.db, id, to, at)
  await transitionRental(ctx.db, id, 'closed', clock.now, undefined, { distance })
  return id
}

const invoiceOf = (rentalId: number) => ctx.db.selectFrom('invoices').selectAll().where('rental_id', '=', rentalId).execute()

describe('charging closed rentals', () => {
  it('invoices the final price (actual times) and charges the main card once through the offline provider', async () => {
    await addCard('driver@demo.test', 'offline', 'pm_offline_main', '4242')
    const id = await driveAndClose('driver@demo.test')
    await chargeRentals.run({}, ctx.jobContext())
    await chargeRentals.run({}, ctx.jobContext())
    const invoices = await invoiceOf(id)
    expect(invoices).toHaveLength(1)
    const rental = await ctx.db
      .selectFrom('rentals as r')
      .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
      .innerJoin('categories as c', 'c.id', 'v.category_id')
      .select(['r.price_cents', 'c.hourly_rate_cents'])
      .where('r.id', '=', id)
      .executeTakeFirstOrThrow()
    // Three hours driven (booked two, returned one late) at the hourly rate; no distance recorded.
    expect(invoices[0]).toMatchObject({
      status: 'paid',
      amount_cents: 3 * rental.hourly_rate_cents,
      currency: 'CAD',
      provider: 'offline',
      attempts: 1,
      error: null,
      paid_at: clock.now,
    })
    expect(invoices[0].provider_ref).toMatch(/^pi_offline_[0-9a-f]{24}$/)
    expect(rental.price_cents).toBe(3 * rental.hourly_rate_cents)
  })

  it('leaves a pending invoice when the card is refused, which blocks account deletion, and tries again later', async () => {
    await addCard('driver2@demo.test', 'offline', 'pm_offline_broke', '0341')
    const id = await driveAndClose('driver2@demo.test')
    await chargeRentals.run({}, ctx.jobContext())
    const [invoice] = await invoiceOf(id)
    expect(invoice).toMatchObject({ status: 'pending', attempts: 1, error: 'Your card was declined.' })

    // Only the invoice may hold the account: driver2's seeded bookings are set aside.
    await ctx.db
      .updateTable('rentals')
      .set({ status: 'cancelled' })
      .where('driver_id', '=', await ctx.userId('driver2@demo.test'))
      .where('id', '!=', id)
      .execute()
    const token = await ctx.tokenFor('driver2@demo.test')
    expect(errorCodes(await ctx.del('/api/user', { token }))).toEqual(['user_invoices_as_buyer_user_has_pending_invoice'])

    await chargeRentals.run({}, ctx.jobContext())
    expect((await invoiceOf(id))[0].attempts).toBe(1)
    await ctx.db.updateTable('payment_cards').set({ last4: '4242' }).where('provider_ref', '=', 'pm_offline_broke').execute()
    clock.now += HOUR + 1000
    await chargeRentals.run({}, ctx.jobContext())
    expect((await invoiceOf(id))[0]).toMatchObject({ status: 'paid', attempts: 2, error: null })
  })

  it('charges a Stripe card off-session with an idempotency key per invoice', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.stripe = { publishable_key: 'pk_test_demo', secret_key: 'sk_test_demo' }
    })
    await addCard('admin@demo.test', 'stripe', 'pm_double', '4242')
    const id = await driveAndClose('admin@demo.test')
    await chargeRentals.run({}, ctx.jobContext())
    const [invoice] = await invoiceOf(id)
    expect(invoice).toMatchObject({ status: 'paid', provider: 'stripe' })
    const charge = stripe.requests.find((r) => r.line === 'POST /v1/payment_intents')
    expect(charge?.form.get('off_session')).toBe('true')
    expect(charge?.form.get('confirm')).toBe('true')
    expect(charge?.form.get('payment_method')).toBe('pm_double')
    expect(charge?.form.get('amount')).toBe(String(invoice.amount_cents))
    expect(charge?.idempotencyKey).toBe(`invoice-${invoice.tenant_id}-${invoice.id}-1`)
    expect(invoice.provider_ref).toMatch(/^pi_double_/)
  })

  it('tries a declined Stripe charge again later under a new idempotency key (Stripe replays a key, declines included)', async () => {
    await addCard('pending@demo.test', 'stripe', 'pm_double', '4242')
    const id = await driveAndClose('pending@demo.test')
    stripe.declineCharges = true
    await chargeRentals.run({}, ctx.jobContext())
    expect((await invoiceOf(id))[0]).toMatchObject({ status: 'pending', attempts: 1, error: 'Your card has insufficient funds.' })
    stripe.declineCharges = false
    clock.now += HOUR + 1000
    await chargeRentals.run({}, ctx.jobContext())
    const [invoice] = await invoiceOf(id)
    expect(invoice).toMatchObject({ status: 'paid', attempts: 2, error: null })
    const keys = stripe.requests.filter((r) => r.line === 'POST /v1/payment_intents' && r.form.get('description') === `Rental ${id}`).map((r) => r.idempotencyKey)
    expect(keys).toEqual([`invoice-${invoice.tenant_id}-${invoice.id}-1`, `invoice-${invoice.tenant_id}-${invoice.id}-2`])
  })

  it('prices the distance the operator recorded beyond the included one', async () => {
    const id = await driveAndClose('driver@demo.test', 0)
    const rates = await ctx.db
      .selectFrom('rentals as r')
      .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
      .innerJoin('categories as c', 'c.id', 'v.category_id')
      .select(['v.included_distance as vehicle_included', 'c.included_distance', 'c.extra_distance_cents', 'c.hourly_rate_cents'])
      .where('r.id', '=', id)
      .executeTakeFirstOrThrow()
    const included = rates.vehicle_included > 0 ? rates.vehicle_included : rates.included_distance
    // Recorded at the close, 7 units beyond what the booking includes.
    await ctx.db
      .updateTable('rentals')
      .set({ distance: included + 7 })
      .where('id', '=', id)
      .execute()
    await chargeRentals.run({}, ctx.jobContext())
    expect(rates.extra_distance_cents).toBeGreaterThan(0)
    expect((await invoiceOf(id))[0].amount_cents).toBe(3 * rates.hourly_rate_cents + 7 * rates.extra_distance_cents)
  })

  it('never invoices a rental closed without the state machine (no recorded end: history)', async () => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'closed', startInHours: -30, hours: 2 })
    await chargeRentals.run({}, ctx.jobContext())
    expect(await invoiceOf(id)).toEqual([])
  })
})
