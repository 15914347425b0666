import { PriceQuoteResponseSchema, type PriceQuote } from '@contracts/price-breakdown'
import { VehicleSearchResponseSchema } from '@contracts/vehicle'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { HOUR, newMember, newVehicle, stationId, window } from './search-helpers'

describe('POST /vehicles/{id}/price', () => {
  let ctx: TestContext
  let gare: number
  let guest: string

  beforeAll(async () => {
    ctx = await createTestContext()
    gare = await stationId(ctx, 'Gare Centrale')
    guest = await ctx.guestToken()
  })
  afterAll(() => ctx.close())

  const quote = (vehicle: number, price: Record<string, unknown>, o: { token?: string; host?: string; lang?: string } = {}) =>
    ctx.post(`/api/vehicles/${vehicle}/price`, { price }, { token: o.token ?? guest, host: o.host, lang: o.lang })
  const parsed = (res: { json: () => unknown }): PriceQuote => PriceQuoteResponseSchema.parse(res.json()).price_quote
  const sum = (q: PriceQuote) => q.lines.reduce((s, l) => s + l.amount.value_cents, 0)

  it('gives the same price as the search, line by line, for a day and three hours with a distance beyond and a code', async () => {
    const vehicle = await newVehicle(ctx, gare)
    const w = window(30, 27)
    const body = { ...w, estimated_distance: 250, discount_codes: ['BIENVENUE'] }
    const res = await quote(vehicle, body)
    expect(res.statusCode).toBe(200)
    const q = parsed(res)
    const found = VehicleSearchResponseSchema.parse(
      (await ctx.post('/api/vehicles/search', { search: { start_station_id: gare, ...body }, limit: 100 }, { token: guest })).json(),
    ).results.find((r) => r.vehicle.id === vehicle)!
    expect(q.price).toEqual(found.price)
    expect(q.prediscount_price).toEqual(found.prediscount_price)
    expect(sum(q)).toBe(q.prediscount_price.value_cents)
    expect(q.discount).toEqual({ code: 'BIENVENUE', amount: { value_cents: 1500, iso_code: 'CAD' } })
    const rates = await ctx.db
      .selectFrom('vehicles as v')
      .innerJoin('categories as c', 'c.id', 'v.category_id')
      .select(['c.hourly_rate_cents', 'c.daily_rate_cents', 'c.included_distance', 'c.extra_distance_cents', 'v.included_distance as own'])
      .where('v.id', '=', vehicle)
      .executeTakeFirstOrThrow()
    const included = rates.own > 0 ? rates.own : rates.included_distance
    const kinds = q.lines.map((l) => l.kind)
    expect(kinds).toContain('included_distance')
    expect(q.lines.find((l) => l.kind === 'included_distance')).toMatchObject({ quantity: included, unit_price: null, amount: { value_cents: 0 } })
    expect(q.lines.find((l) => l.kind === 'extra_distance')).toMatchObject({
      quantity: 250 - included,
      unit_price: { value_cents: rates.extra_distance_cents },
      amount: { value_cents: (250 - included) * rates.extra_distance_cents },
    })
    // 27 hours: a day and three hours, or two days, whichever is cheaper.
    const dayAndHours = rates.daily_rate_cents + 3 * rates.hourly_rate_cents
    const time = q.lines.filter((l) => l.kind === 'days' || l.kind === 'hours')
    if (dayAndHours <= 2 * rates.daily_rate_cents) {
      expect(time.map((l) => [l.kind, l.quantity])).toEqual([
        ['days', 1],
        ['hours', 3],
      ])
    } else {
      expect(time.map((l) => [l.kind, l.quantity])).toEqual([['days', 2]])
    }
    expect(q.taxes).toEqual([])
    expect(q.total).toEqual(q.price)
    expect(q.card).toBeNull()
    expect(q.distance_unit).toBe('km')
  })

  it('adds the tenant taxes on the discounted price, named in the reader language, and shows the member card and free cancellation', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.taxes = [
        { name: { fr: 'TPS', en: 'GST' }, rate_percent: 5 },
        { name: { fr: 'TVQ', en: 'QST' }, rate_percent: 9.975 },
      ]
      s.delays.cancellation_minimal_delay = 7200
    })
    try {
      const member = await newMember(ctx)
      const vehicle = await newVehicle(ctx, gare)
      const w = window(30, 3)
      const res = await quote(vehicle, { ...w, estimated_distance: null }, { token: member.token, lang: 'en' })
      expect(res.statusCode).toBe(200)
      const q = parsed(res)
      const price = q.price.value_cents
      expect(q.taxes).toEqual([
        { name: 'GST', rate_percent: 5, amount: { value_cents: Math.round(price * 0.05), iso_code: 'CAD' } },
        { name: 'QST', rate_percent: 9.975, amount: { value_cents: Math.round((price * 9.975) / 100), iso_code: 'CAD' } },
      ])
      expect(q.total.value_cents).toBe(price + Math.round(price * 0.05) + Math.round((price * 9.975) / 100))
      expect(q.card).toEqual({ brand: 'visa', last4: '4242' })
      expect(q.free_cancellation_until).toBe(new Date(Date.parse(w.start_time) - 2 * HOUR).toISOString())
      expect(q.lines.find((l) => l.kind === 'extra_distance')).toMatchObject({ quantity: 0, amount: { value_cents: 0 } })
      const fr = parsed(await quote(vehicle, w, { token: member.token, lang: 'fr' }))
      expect(fr.taxes.map((t) => t.name)).toEqual(['TPS', 'TVQ'])
    } finally {
      await ctx.updateTenantSettings('demo', (s) => {
        s.taxes = []
        s.delays.cancellation_minimal_delay = -1
      })
    }
  })

  it('answers the spec errors, never a 500, and no vehicle of another tenant', async () => {
    const vehicle = await newVehicle(ctx, gare)
    const w = window(30, 3)
    expect((await quote(999999, w)).statusCode).toBe(404)
    const other = await ctx.db
      .selectFrom('vehicles')
      .select('id')
      .where('tenant_id', '=', await ctx.tenantId('simple'))
      .executeTakeFirstOrThrow()
    expect((await quote(other.id, w)).statusCode).toBe(404)
    const unknownCode = await quote(vehicle, { ...w, discount_codes: ['NOPE'] })
    expect(unknownCode.statusCode).toBe(400)
    expect(errorCodes(unknownCode)).toEqual(['INVALID_DISCOUNT_CODE'])
    const reversed = await quote(vehicle, { start_time: w.end_time, end_time: w.start_time })
    expect(reversed.statusCode).toBe(400)
    expect(errorCodes(reversed)).toEqual(['START_DATE_AFTER_END_DATE'])
    for (const bad of [{}, { start_time: 'tomorrow', end_time: w.end_time }, { ...w, estimated_distance: -4 }, { ...w, discount_codes: 'X' }]) {
      const res = await quote(vehicle, bad)
      expect(res.statusCode).toBe(400)
      expect(errorCodes(res)).toContain('WRONG_PARAMETER')
    }
    expect((await ctx.post(`/api/vehicles/${vehicle}/price`, 'not json', { token: guest })).statusCode).toBe(400)
  })
})
