import { createTestContext, type TestContext } from '../helpers'
import { HOUR, insertRental, testClock } from '../rentals/rental-helpers'
import { chargeRentals } from '../../../server/jobs/definitions/charge-rentals'
import { transitionRental } from '../../../server/domain/rentals/transition'
import { AppMetrics } from '../../../server/ops/metrics'
import type { JobSender } from '../../../server/jobs/job-sender'

const clock = testClock()
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read }, transports: { mail: null, sms: null } })
})
afterAll(() => ctx.close())

async function cardOf(email: string, last4: string): Promise<void> {
  const tenantId = await ctx.tenantId('demo')
  const userId = await ctx.userId(email)
  await ctx.db.updateTable('payment_cards').set({ deleted_at: clock.now }).where('user_id', '=', userId).execute()
  await ctx.db
    .insertInto('payment_cards')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      provider: 'offline',
      provider_ref: `pm_offline_${email}_${last4}`,
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

async function closedRental(email: string): Promise<number> {
  const start = clock.now - 3 * HOUR
  const { id } = await insertRental(ctx, clock.now, { driver: email, status: 'prepared', startInHours: -3, hours: 2 })
  for (const [to, at] of [
    ['check_in', start],
    ['in_progress', start],
    ['check_out', clock.now],
    ['closed', clock.now],
  ] as const)
    await transitionRental(ctx.db, id, to, at)
  return id
}

const outboxTo = (recipients: string[]) =>
  ctx.db.selectFrom('outbox').select(['channel', 'recipient', 'subject', 'body']).where('recipient', 'in', recipients).where('created_at', '>=', clock.now).orderBy('id').execute()

async function chargeCount(outcome: string): Promise<number> {
  const text = await new AppMetrics().registry.metrics()
  return Number(new RegExp(`^frontoffice_charges_total\\{outcome="${outcome}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0)
}

describe('a refused charge', () => {
  it('tells the driver by e-mail and SMS in their language what to do, once, and counts the outcome', async () => {
    // The demo's own invoice left pending (a member without a card) would be tried again by each run
    // below: it is settled first, so that the counts are this rental's alone.
    await ctx.db.updateTable('invoices').set({ status: 'paid' }).where('status', '=', 'pending').execute()
    const refusedBefore = await chargeCount('refused')
    await cardOf('driver2@demo.test', '0341')
    const id = await closedRental('driver2@demo.test')
    await chargeRentals.run({}, ctx.jobContext())
    const invoice = await ctx.db.selectFrom('invoices').selectAll().where('rental_id', '=', id).executeTakeFirstOrThrow()
    expect(invoice).toMatchObject({ status: 'pending', attempts: 1, error: 'Your card was declined.' })

    // driver2 reads English and has a cell phone.
    const sent = await outboxTo(['driver2@demo.test', '+15145550187'])
    expect(sent.map((m) => m.channel)).toEqual(['email', 'sms'])
    expect(sent[0].subject).toMatch(/: the payment of \$[\d.,]+ was declined$/)
    expect(sent[0].body).toContain(`rental #${id}`)
    expect(sent[0].body).toContain('Your card was declined.')
    expect(sent[0].body).toContain('"My account", then "Payment methods"')
    expect(sent[1].body).toContain('My account > Payment methods')
    expect(await chargeCount('refused')).toBe(refusedBefore + 1)

    // The next automatic try is refused too: counted on the invoice, the driver not told again.
    clock.now += HOUR + 1000
    await chargeRentals.run({}, ctx.jobContext())
    expect((await ctx.db.selectFrom('invoices').select('attempts').where('id', '=', invoice.id).executeTakeFirstOrThrow()).attempts).toBe(2)
    expect(await outboxTo(['driver2@demo.test', '+15145550187'])).toHaveLength(0)
    expect(await chargeCount('refused')).toBe(refusedBefore + 2)
  })

  it('is told in French to a French-speaking driver', async () => {
    await cardOf('admin@demo.test', '0341')
    const id = await closedRental('admin@demo.test')
    await chargeRentals.run({}, ctx.jobContext())
    const [mail] = await outboxTo(['admin@demo.test'])
    expect(mail.subject).toMatch(/ : le paiement de [\d,\s\u00a0\u202f]+\$ a été refusé$/)
    expect(mail.body).toContain(`votre location n° ${id}`)
    expect(mail.body).toContain('« Mon compte » puis « Moyens de paiement »')
  })

  it('records the refusal only with its notice: a notice that cannot be written leaves the try to be made again', async () => {
    await cardOf('pending@demo.test', '0341')
    const id = await closedRental('pending@demo.test')
    // A fake queue that refuses every job, with SMTP "configured" so that the notice is queued.
    const refusingQueue: JobSender = {
      transactional: true,
      send: () => Promise.reject(new Error('queue down')),
    }
    const base = ctx.jobContext()
    const job = { ...base, queue: refusingQueue, config: { ...base.config, mail: { ...base.config.mail, smtpUrl: 'smtp://fake.invalid' } } }
    await expect(chargeRentals.run({}, job)).rejects.toThrow('queue down')
    const invoice = await ctx.db.selectFrom('invoices').selectAll().where('rental_id', '=', id).executeTakeFirstOrThrow()
    expect(invoice).toMatchObject({ status: 'pending', attempts: 0, error: null })
    expect(await outboxTo(['pending@demo.test'])).toHaveLength(0)

    await chargeRentals.run({}, ctx.jobContext())
    expect(await ctx.db.selectFrom('invoices').select('attempts').where('id', '=', invoice.id).executeTakeFirstOrThrow()).toEqual({ attempts: 1 })
    expect(await outboxTo(['pending@demo.test'])).toHaveLength(1)
  })
})
