import { ReceiptResponseSchema } from '@contracts/receipt'
import { formatAmount } from '@contracts/format'
import { createTestContext, type TestContext } from '../helpers'
import { HOUR, insertRental, testClock } from './rental-helpers'
import { chargeRentals } from '../../../server/jobs/definitions/charge-rentals'
import { transitionRental } from '../../../server/domain/rentals/transition'

const clock = testClock()
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read }, transports: { mail: null, sms: null } })
})
afterAll(() => ctx.close())

/** A 2-hour booking driven 42 km from its start and returned an hour late, closed through the state machine. */
async function driveAndClose(email: string): Promise<number> {
  const start = clock.now - 3 * HOUR
  const { id } = await insertRental(ctx, clock.now, { driver: email, status: 'prepared', startInHours: -3, hours: 2 })
  await ctx.db.updateTable('rentals').set({ distance: 142 }).where('id', '=', id).execute()
  for (const [to, at] of [
    ['check_in', start],
    ['in_progress', start],
    ['check_out', clock.now],
    ['closed', clock.now],
  ] as const)
    await transitionRental(ctx.db, id, to, at)
  return id
}

describe('receipts of finished rentals', () => {
  it('charges the total with the tenant taxes and answers the receipt, lines, taxes, card and invoice number, in JSON and as a PDF', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.taxes = [
        { name: { fr: 'TPS', en: 'GST' }, rate_percent: 5 },
        { name: { fr: 'TVQ', en: 'QST' }, rate_percent: 9.975 },
      ]
    })
    const id = await driveAndClose('driver@demo.test')
    const token = await ctx.tokenFor('driver@demo.test')
    // Closed but not invoiced yet: no receipt.
    expect((await ctx.get(`/api/user/rentals/${id}/receipt`, { token })).statusCode).toBe(404)
    await chargeRentals.run({}, ctx.jobContext())
    // Taxes set after the charge do not change the receipt.
    await ctx.updateTenantSettings('demo', (s) => {
      s.taxes = []
    })

    const res = await ctx.get(`/api/user/rentals/${id}/receipt`, { token, lang: 'en' })
    expect(res.statusCode).toBe(200)
    const { receipt } = ReceiptResponseSchema.parse(res.json())
    const invoice = await ctx.db.selectFrom('invoices').selectAll().where('rental_id', '=', id).executeTakeFirstOrThrow()
    const b = receipt.breakdown
    expect(receipt.invoice_number).toBe(`${new Date(invoice.created_at).getUTCFullYear()}-${String(invoice.id).padStart(6, '0')}`)
    expect(receipt).toMatchObject({ rental_id: id, status: 'paid', card: { brand: 'visa', last4: '4242' }, distance: 142, driver_name: 'Camille Tremblay' })
    // Three hours driven (booked two, returned one late), 142 km.
    expect(Date.parse(receipt.end) - Date.parse(receipt.start)).toBe(3 * HOUR)
    expect(b.lines.map((l) => l.kind)).toEqual(['hours', 'included_distance', 'extra_distance'])
    expect(b.lines[0].quantity).toBe(3)
    expect(b.lines.reduce((s, l) => s + l.amount.value_cents, 0)).toBe(b.prediscount_price.value_cents)
    expect(b.taxes.map((t) => t.name)).toEqual(['GST', 'QST'])
    expect(b.total.value_cents).toBe(b.price.value_cents + b.taxes.reduce((s, t) => s + t.amount.value_cents, 0))
    expect(invoice.amount_cents).toBe(b.total.value_cents)
    const rental = await ctx.db.selectFrom('rentals').select('price_cents').where('id', '=', id).executeTakeFirstOrThrow()
    expect(rental.price_cents).toBe(b.price.value_cents)

    const pdf = await ctx.get(`/api/user/rentals/${id}/receipt.pdf`, { token, lang: 'fr' })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${receipt.invoice_number}.pdf"`)
    const text = pdf.rawPayload.toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    // The cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)/.exec(text)![1])
    expect(text.slice(xref, xref + 4)).toBe('xref')
    for (const m of text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)) expect(text.slice(Number(m[1])).match(/^\d+ 0 obj/)).not.toBeNull()
    const hexOf = (s: string) => Buffer.from(s, 'latin1').toString('hex')
    expect(text).toContain(`<${hexOf(`Facture n° ${receipt.invoice_number}`)}>`)
    expect(text).toContain(`<${hexOf('Carte débitée : Visa se terminant par 4242')}>`)
    expect(text).toContain(`<${hexOf('TPS (5 %)')}>`)
    // Amounts as the screens write them: one money format (contracts/format.ts), symbol after in French.
    expect(text).toContain(`<${hexOf(formatAmount(b.total, 'fr').replace(/\u202f/g, '\u00a0'))}>`)
    expect(formatAmount(b.total, 'fr')).toMatch(/\u00a0\$$/)
  })

  it("is its driver's only, and only once the rental is closed", async () => {
    const id = await driveAndClose('driver@demo.test')
    await chargeRentals.run({}, ctx.jobContext())
    const other = await ctx.tokenFor('driver2@demo.test')
    expect((await ctx.get(`/api/user/rentals/${id}/receipt`, { token: other })).statusCode).toBe(404)
    expect((await ctx.get(`/api/user/rentals/${id}/receipt.pdf`, { token: other })).statusCode).toBe(404)
    expect((await ctx.get(`/api/user/rentals/${id}/receipt`, { token: await ctx.guestToken() })).statusCode).toBe(401)
    const open = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'pending', startInHours: 5, hours: 2 })
    const token = await ctx.tokenFor('driver@demo.test')
    expect((await ctx.get(`/api/user/rentals/${open.id}/receipt`, { token })).statusCode).toBe(404)
    expect([400, 404]).toContain((await ctx.get('/api/user/rentals/abc/receipt', { token })).statusCode)
    expect((await ctx.get('/api/user/rentals/99999999999/receipt', { token })).statusCode).toBeLessThan(500)
  })
})
