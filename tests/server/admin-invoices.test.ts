import { createTestContext, type TestContext } from './helpers'
import { HOUR, insertRental, testClock } from './rentals/rental-helpers'
import { runAdmin } from '../../server/admin/run'
import { chargeRentals } from '../../server/jobs/definitions/charge-rentals'
import { transitionRental } from '../../server/domain/rentals/transition'
import { startStripeDouble, type StripeDouble } from '../../server/domain/payments/testing/stripe-double'

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

async function admin(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdmin(ctx.db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, clock.now, { jobs: ctx.jobContext })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

async function useCard(email: string, provider: 'offline' | 'stripe', ref: string, last4: string): Promise<void> {
  const userId = await ctx.userId(email)
  await ctx.db.updateTable('payment_cards').set({ deleted_at: clock.now }).where('user_id', '=', userId).execute()
  await ctx.db
    .insertInto('payment_cards')
    .values({
      tenant_id: await ctx.tenantId('demo'),
      user_id: userId,
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

/** A rental of this driver closed now and charged by the job: its invoice. */
async function chargedInvoice(email: string) {
  const start = clock.now - 3 * HOUR
  const { id } = await insertRental(ctx, clock.now, { driver: email, status: 'prepared', startInHours: -3, hours: 2 })
  for (const [to, at] of [
    ['check_in', start],
    ['in_progress', start],
    ['check_out', clock.now],
    ['closed', clock.now],
  ] as const)
    await transitionRental(ctx.db, id, to, at)
  await chargeRentals.run({}, ctx.jobContext())
  return ctx.db.selectFrom('invoices').selectAll().where('rental_id', '=', id).executeTakeFirstOrThrow()
}

const invoice = (id: number) => ctx.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const rowsOf = (out: string) => out.split('\n').slice(2, -1)

describe('npm run admin -- invoices', () => {
  it('lists invoices by state: failed (refused, with the reason) apart from paid', async () => {
    await useCard('driver2@demo.test', 'offline', 'pm_offline_refused', '0341')
    const failed = await chargedInvoice('driver2@demo.test')
    await useCard('driver@demo.test', 'offline', 'pm_offline_ok', '4242')
    const paid = await chargedInvoice('driver@demo.test')

    const listed = await admin('invoices', 'list', '--tenant', 'demo', '--state', 'failed')
    expect(listed.code).toBe(0)
    const ids = rowsOf(listed.out).map((l) => Number(l.split(/\s+/)[0]))
    expect(ids).toContain(failed.id)
    expect(ids).not.toContain(paid.id)
    expect(listed.out).toMatch(new RegExp(`^${failed.id}\\s.*driver2@demo\\.test.*\\sfailed\\s+1\\s.*Your card was declined\\.$`, 'm'))
    const paidList = await admin('invoices', 'list', '--state', 'paid', '--driver', 'driver@demo.test')
    expect(rowsOf(paidList.out).map((l) => Number(l.split(/\s+/)[0]))).toContain(paid.id)
    expect(paidList.out).not.toContain('driver2@demo.test')
    expect((await admin('invoices', 'list', '--state', 'lost')).code).toBe(2)
  })

  it('retries a failed invoice now: refused again it tells the driver again; with a good card it is paid', async () => {
    await useCard('pending@demo.test', 'offline', 'pm_offline_pending_refused', '0341')
    const failed = await chargedInvoice('pending@demo.test')
    const notices = () => ctx.db.selectFrom('outbox').select('id').where('recipient', '=', 'pending@demo.test').where('subject', 'like', '%refusé%').execute()
    expect(await notices()).toHaveLength(1)

    const again = await admin('invoices', 'retry', String(failed.id))
    expect(again.code).toBe(1)
    expect(again.err).toContain('refused again (Your card was declined.)')
    expect(await invoice(failed.id)).toMatchObject({ status: 'pending', attempts: 2 })
    expect(await notices()).toHaveLength(2)

    await useCard('pending@demo.test', 'offline', 'pm_offline_pending_ok', '4242')
    const paid = await admin('invoices', 'retry', String(failed.id))
    expect(paid.code).toBe(0)
    expect(await invoice(failed.id)).toMatchObject({ status: 'paid', attempts: 3, error: null, provider: 'offline', paid_at: clock.now })
    expect((await admin('invoices', 'retry', String(failed.id))).code).toBe(1)
    expect((await admin('invoices', 'retry', '999999')).code).toBe(3)
  })

  it('refunds a paid invoice through the offline provider, once', async () => {
    await useCard('driver@demo.test', 'offline', 'pm_offline_refund', '4242')
    const paid = await chargedInvoice('driver@demo.test')
    const refunded = await admin('invoices', 'refund', String(paid.id))
    expect(refunded.code).toBe(0)
    expect(refunded.out).toMatch(/refunded through offline \(re_offline_[0-9a-f]{24}\)$/)
    expect((await invoice(paid.id)).status).toBe('refunded')
    expect((await admin('invoices', 'refund', String(paid.id))).code).toBe(1)
    expect(rowsOf((await admin('invoices', 'list', '--state', 'refunded')).out).map((l) => Number(l.split(/\s+/)[0]))).toContain(paid.id)
  })

  it("refunds a Stripe payment through Stripe's refund call, under one idempotency key", async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.stripe = { publishable_key: 'pk_test_demo', secret_key: 'sk_test_demo' }
    })
    await useCard('admin@demo.test', 'stripe', 'pm_double', '4242')
    const paid = await chargedInvoice('admin@demo.test')
    expect(paid).toMatchObject({ status: 'paid', provider: 'stripe' })
    const refunded = await admin('invoices', 'refund', String(paid.id))
    expect(refunded.code).toBe(0)
    const call = stripe.requests.find((r) => r.line === 'POST /v1/refunds')
    expect(call?.form.get('payment_intent')).toBe(paid.provider_ref)
    expect(call?.form.get('amount')).toBe(String(paid.amount_cents))
    expect(call?.idempotencyKey).toBe(`refund-${paid.tenant_id}-${paid.id}`)
    expect(refunded.out).toContain('refunded through stripe (re_double_')
    expect((await invoice(paid.id)).status).toBe('refunded')
  })

  it('marks a failed invoice paid by hand, which then cannot be refunded through a provider', async () => {
    await useCard('driver2@demo.test', 'offline', 'pm_offline_refused_2', '0341')
    const failed = await chargedInvoice('driver2@demo.test')
    const marked = await admin('invoices', 'mark-paid', String(failed.id), '--note', 'bank transfer')
    expect(marked.code).toBe(0)
    expect(marked.out).toBe(`Invoice ${failed.id}: failed -> paid (by hand: bank transfer)`)
    expect(await invoice(failed.id)).toMatchObject({ status: 'paid', provider: 'manual', provider_ref: 'bank transfer', error: null, paid_at: clock.now })
    expect((await admin('invoices', 'mark-paid', String(failed.id))).code).toBe(1)
    const refund = await admin('invoices', 'refund', String(failed.id))
    expect(refund.code).toBe(1)
    expect(refund.err).toContain('settled outside the card provider')
  })
})
