import { ReceiptMailAnswerSchema } from '@contracts/receipt'
import { createTestContext, type TestContext } from '../helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ transports: { mail: null, sms: null } })
})
afterAll(() => ctx.close())

type Attachment = { filename: string; contentType: string; content: string; encoding?: string }
const hexOf = (s: string) => Buffer.from(s, 'latin1').toString('hex')

/** The seed's closed, invoiced rentals of a member (seed-receipts.test.ts). */
async function closedRentals(email: string) {
  const driverId = await ctx.userId(email)
  return ctx.db
    .selectFrom('rentals as r')
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .select(['r.id', 'v.make', 'v.model'])
    .where('r.driver_id', '=', driverId)
    .where('r.status', '=', 'closed')
    .orderBy('r.id')
    .execute()
}

describe('POST /user/rentals/{id}/receipt/email', () => {
  it("writes the receipt's PDF to the outbox for the member's address, naming the trip, in the request's language", async () => {
    const [rental] = await closedRentals('driver@demo.test')
    const token = await ctx.tokenFor('driver@demo.test')
    const before = await ctx.db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst()
    const res = await ctx.post(`/api/user/rentals/${rental.id}/receipt/email`, {}, { token, lang: 'en' })
    expect(res.statusCode).toBe(202)
    const answer = ReceiptMailAnswerSchema.parse(res.json()).receipt_mail
    expect(answer.to).toBe('driver@demo.test')
    const row = await ctx.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '>', before?.id ?? 0)
      .where('recipient', '=', 'driver@demo.test')
      .executeTakeFirstOrThrow()
    expect(row.subject).toMatch(new RegExp(`: your receipt no\\. ${answer.invoice_number}$`))
    const payload = JSON.parse(row.payload ?? '{}') as { text: string; attachments: Attachment[] }
    expect(payload.text).toContain(`${rental.make} ${rental.model} rental of`)
    const [pdf] = payload.attachments
    expect(pdf).toMatchObject({ filename: `receipt-${answer.invoice_number}.pdf`, contentType: 'application/pdf', encoding: 'base64' })
    const text = Buffer.from(pdf.content, 'base64').toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text).toContain(`<${hexOf(`Invoice no. ${answer.invoice_number}`)}>`)

    await ctx.post(`/api/user/rentals/${rental.id}/receipt/email`, {}, { token, lang: 'fr' })
    const fr = await ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', 'driver@demo.test').orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(fr.subject).toMatch(new RegExp(` : votre reçu n° ${answer.invoice_number}$`))
    expect((JSON.parse(fr.payload ?? '{}') as { text: string }).text).toContain(`location de la ${rental.make} ${rental.model} du`)
  })

  it("is 404 for another member's rental and for a guest 401, sending nothing", async () => {
    const [other] = await closedRentals('driver@demo.test')
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const n = await count()
    const token = await ctx.tokenFor('driver2@demo.test')
    expect((await ctx.post(`/api/user/rentals/${other.id}/receipt/email`, {}, { token })).statusCode).toBe(404)
    expect((await ctx.post(`/api/user/rentals/${other.id}/receipt/email`, {})).statusCode).toBe(401)
    expect((await ctx.post(`/api/user/rentals/abc/receipt/email`, {}, { token })).statusCode).toBe(404)
    expect(await count()).toBe(n)
  })

  it('says 429 once the hour has had its ten receipts (two were sent above)', async () => {
    const [rental] = await closedRentals('driver@demo.test')
    const token = await ctx.tokenFor('driver@demo.test')
    const codes: number[] = []
    for (let i = 0; i < 10; i++) codes.push((await ctx.post(`/api/user/rentals/${rental.id}/receipt/email`, {}, { token })).statusCode)
    expect(codes).toEqual([...Array<number>(8).fill(202), 429, 429])
  })
})
