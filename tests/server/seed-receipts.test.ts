import { createTestContext, type TestContext } from './helpers'
import { formatAmount } from '../../contracts/format'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const hexOf = (s: string) => Buffer.from(s, 'latin1').toString('hex')

describe('the demo seed', () => {
  it('invoices every closed rental of driver@demo.test through the charge, each with a receipt PDF carrying its number and price', async () => {
    const driverId = await ctx.userId('driver@demo.test')
    const closed = await ctx.db.selectFrom('rentals').select(['id', 'ended_at']).where('driver_id', '=', driverId).where('status', '=', 'closed').execute()
    expect(closed.length).toBeGreaterThanOrEqual(2)
    const token = await ctx.tokenFor('driver@demo.test')
    for (const rental of closed) {
      const invoice = await ctx.db.selectFrom('invoices').selectAll().where('rental_id', '=', rental.id).executeTakeFirstOrThrow()
      // Charged on the seeded offline card when the rental ended.
      expect(invoice).toMatchObject({ status: 'paid', provider: 'offline', card_last4: '4242', paid_at: rental.ended_at })
      const { receipt } = (await ctx.get(`/api/user/rentals/${rental.id}/receipt`, { token, lang: 'fr' })).json()
      expect(receipt.breakdown.total.value_cents).toBe(invoice.amount_cents)
      const pdf = await ctx.get(`/api/user/rentals/${rental.id}/receipt.pdf`, { token, lang: 'en' })
      expect(pdf.statusCode).toBe(200)
      const text = pdf.rawPayload.toString('latin1')
      expect(text).toContain(`<${hexOf(`Invoice no. ${receipt.invoice_number}`)}>`)
      expect(text).toContain(`<${hexOf(formatAmount({ value_cents: invoice.amount_cents, iso_code: invoice.currency }, 'en'))}>`)
    }
  })
})
