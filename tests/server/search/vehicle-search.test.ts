import { VehicleResponseSchema, VehicleSearchResponseSchema, type VehicleSearchResponse } from '@contracts/vehicle'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { HOUR, idleVehicle, newMember, stationId, window } from './search-helpers'

describe('POST /vehicles/search', () => {
  let ctx: TestContext
  let guest: string
  let gare: number

  beforeAll(async () => {
    ctx = await createTestContext()
    guest = await ctx.guestToken()
    gare = await stationId(ctx, 'Gare Centrale')
  })
  afterAll(() => ctx.close())

  const search = (search: Record<string, unknown>, o: { token?: string; host?: string; page?: number; limit?: number } = {}) =>
    ctx.post(
      '/api/vehicles/search',
      { search: { ...window(24, 3), ...search }, ...(o.page ? { page: o.page } : {}), ...(o.limit ? { limit: o.limit } : {}) },
      { token: o.token ?? guest, host: o.host },
    )
  const results = (res: { json: () => unknown }) => VehicleSearchResponseSchema.parse(res.json())

  it("lists the start station's available vehicles with price, station and total", async () => {
    const res = await search({ start_station_id: gare })
    expect(res.statusCode).toBe(200)
    const body = results(res)
    expect(body.total).toBeGreaterThan(0)
    expect(body.results).toHaveLength(body.total)
    for (const r of body.results) {
      expect(r.vehicle.station_id).toBe(gare)
      expect(r.station).toMatchObject({ id: gare, name: 'Gare Centrale' })
      expect(r.price.iso_code).toBe('CAD')
      expect(r.price.value_cents).toBeGreaterThan(0)
      expect(r.prediscount_price).toEqual(r.price)
      expect(r.distance_in_meters).toBeNull()
      expect(r.destination).toBeNull()
    }
  })

  it('leaves out a vehicle held by a rental overlapping the asked time widened by the prepare delay', async () => {
    const vehicle = await idleVehicle(ctx, gare)
    const w = window(24, 3)
    const driver = await ctx.userId('driver2@demo.test')
    // Ends 10 minutes before the asked start; the demo tenant keeps 15 minutes between rentals.
    const end = Date.parse(w.start_time) - 10 * 60_000
    const rental = await ctx.db
      .insertInto('rentals')
      .values({
        tenant_id: await ctx.tenantId('demo'),
        vehicle_id: vehicle,
        driver_id: driver,
        status: 'prepared',
        reservation_start_time: end - 2 * HOUR,
        reservation_end_time: end,
        discount_codes: '[]',
        geotracking: 0,
        carpooling: 0,
        currency: 'CAD',
        created_at: 0,
        updated_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const ids = (b: VehicleSearchResponse) => b.results.map((r) => r.vehicle.id)
    expect(ids(results(await search({ start_station_id: gare })))).not.toContain(vehicle)
    await ctx.db.updateTable('rentals').set({ status: 'cancelled' }).where('id', '=', rental.id).execute()
    expect(ids(results(await search({ start_station_id: gare })))).toContain(vehicle)
  })

  it('filters on categories, options, gears and seats', async () => {
    const all = results(await search({ start_station_id: gare })).results
    const category = all[0].vehicle.category_id!
    const byCategory = results(await search({ start_station_id: gare, categories: [category] })).results
    expect(byCategory.length).toBeGreaterThan(0)
    expect(byCategory.every((r) => r.vehicle.category_id === category)).toBe(true)
    const withGps = results(await search({ start_station_id: gare, options: ['gps', 'bluetooth'] })).results
    expect(withGps.every((r) => r.vehicle.options.includes('gps') && r.vehicle.options.includes('bluetooth'))).toBe(true)
    expect(withGps.length).toBe(all.filter((r) => r.vehicle.options.includes('gps') && r.vehicle.options.includes('bluetooth')).length)
    const manual = results(await search({ start_station_id: gare, gears_type: 'manual' })).results
    expect(manual.every((r) => r.vehicle.gears_type === 'manual')).toBe(true)
    const seven = results(await search({ start_station_id: gare, seats_count: 7 })).results
    expect(seven.every((r) => r.vehicle.seats_count >= 7)).toBe(true)
    expect(seven.length).toBe(all.filter((r) => r.vehicle.seats_count >= 7).length)
  })

  it('pages with page 1 and 50 per page by default', async () => {
    const station = await stationId(ctx, 'Vieux-Port')
    const full = results(await search({ start_station_id: station }))
    const p1 = results(await search({ start_station_id: station }, { page: 1, limit: 2 }))
    const p2 = results(await search({ start_station_id: station }, { page: 2, limit: 2 }))
    expect(p1.total).toBe(full.total)
    expect([...p1.results, ...p2.results].map((r) => r.vehicle.id)).toEqual(full.results.slice(0, 4).map((r) => r.vehicle.id))
    const far = results(await search({ start_station_id: station }, { page: 50, limit: 2 }))
    expect(far.results).toEqual([])
    expect(far.total).toBe(full.total)
  })

  it('searches around an address: nearest first, with the distance, within the radius (km)', async () => {
    const nearMcGill = { latitude: 45.505, longitude: -73.578 }
    const body = results(await search({ ...nearMcGill }))
    expect(body.results[0].station?.name).toBe('Université McGill')
    const distances = body.results.map((r) => r.distance_in_meters!)
    expect(distances[0]).toBeLessThan(200)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    expect(Math.max(...distances)).toBeLessThanOrEqual(30_000)
    const narrow = results(await search({ ...nearMcGill, radius: 1 }))
    expect(new Set(narrow.results.map((r) => r.station?.name))).toEqual(new Set(['Université McGill']))
  })

  it('stores the destination and returns its id', async () => {
    const body = results(
      await search({
        start_station_id: gare,
        destination_label: 'Chalet',
        destination_name: 'Magog',
        destination_formatted_address: 'Magog, QC',
        destination_latitude: 45.2667,
        destination_longitude: -72.15,
        destination_gmaps_place_id: 'gazetteer:ca:magog',
      }),
    )
    const id = body.results[0].destination!.id
    const row = await ctx.db.selectFrom('destinations').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ label: 'Chalet', name: 'Magog', place_id: 'gazetteer:ca:magog', formatted_address: 'Magog, QC' })
    expect(body.results.every((r) => r.destination?.id === id)).toBe(true)
  })

  it('prices with the estimated distance and a discount code', async () => {
    const plain = results(await search({ start_station_id: gare }))
    const far = results(await search({ start_station_id: gare, estimated_distance: 1000 }))
    expect(far.results[0].price.value_cents).toBeGreaterThan(plain.results[0].price.value_cents)
    const discounted = results(await search({ start_station_id: gare, discount_codes: ['bienvenue'] }))
    expect(discounted.results[0].prediscount_price).toEqual(plain.results[0].price)
    expect(discounted.results[0].price.value_cents).toBe(Math.max(0, plain.results[0].price.value_cents - 1500))
  })

  it('prices the longest estimated distance in safe integer cents, and refuses a longer one naming the field', async () => {
    const longest = results(await search({ start_station_id: gare, estimated_distance: 100_000 }))
    expect(longest.results.every((r) => Number.isSafeInteger(r.price.value_cents) && r.price.value_cents < 2 ** 31)).toBe(true)
    const res = await search({ start_station_id: gare, estimated_distance: 1e12 })
    expect([res.statusCode, res.json()]).toEqual([400, { errors: [{ code: 'WRONG_PARAMETER', detail: expect.any(String), field: 'search.estimated_distance' }] }])
  })

  it.each([
    ['no start station on a station tenant', {}, 'WRONG_PARAMETER'],
    ['an unknown station', { start_station_id: 999999 }, 'WRONG_PARAMETER'],
    ['an unknown category', { categories: [999999] }, 'WRONG_PARAMETER'],
    ['an unknown rental label', { rental_label_id: 999999 }, 'WRONG_PARAMETER'],
    ['a start in the past', { ...window(-5, 3) }, 'RENTAL_DATES_IN_PAST'],
    ['an end before the start', { start_time: window(24, 3).end_time, end_time: window(24, 3).start_time }, 'START_DATE_AFTER_END_DATE'],
    ['a start beyond the 90 days ahead', { ...window(91 * 24, 3) }, 'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE'],
    ['less than the 1 hour minimum', { ...window(24, 0.5) }, 'SEARCH_END_TIME_TOO_SHORT'],
    ['more than the 14 days maximum', { ...window(24, 15 * 24) }, 'SEARCH_END_TIME_TOO_LONG'],
    ['an unknown discount code', { discount_codes: ['NOPE'] }, 'INVALID_DISCOUNT_CODE'],
    ['an expired discount code', { discount_codes: ['NOEL25'] }, 'EXPIRED_DISCOUNT_CODE'],
    ['a used-up discount code', { discount_codes: ['ETE25'] }, 'DISCOUNT_CODE_MAX_LIMIT_REACHED'],
  ])('answers 400 %s', async (_name, extra, code) => {
    const needsStation = !('start_station_id' in extra) && _name !== 'no start station on a station tenant'
    const res = await search({ ...(needsStation ? { start_station_id: gare } : {}), ...extra })
    expect(res.statusCode).toBe(400)
    expect(errorCodes(res)).toEqual([code])
  })

  it("follows the tenant's lead time", async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.delays.minimum_time_before_start = 6 * 3600
    })
    try {
      const res = await search({ start_station_id: gare, ...window(2, 3) })
      expect(errorCodes(res)).toEqual(['SEARCH_START_TIME_TOO_SOON'])
    } finally {
      await ctx.updateTenantSettings('demo', (s) => {
        s.delays.minimum_time_before_start = 0
      })
    }
  })

  it("checks a member's cards and active rentals when the tenant requires a card", async () => {
    const noCard = await newMember(ctx, { withCard: false })
    let res = await search({ start_station_id: gare }, { token: noCard.token })
    expect([res.statusCode, errorCodes(res)]).toEqual([402, ['RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING']])
    const expiring = await newMember(ctx, { withCard: false })
    const soon = new Date(Date.now() + 24 * HOUR)
    await ctx.db
      .insertInto('payment_cards')
      .values({
        tenant_id: await ctx.tenantId('demo'),
        user_id: expiring.id,
        provider: 'offline',
        provider_ref: 'pm_x',
        brand: 'visa',
        country: 'CA',
        last4: '1111',
        exp_month: soon.getUTCMonth() + 1,
        exp_year: soon.getUTCFullYear(),
        set_as_default_at: 1,
        deleted_at: null,
        created_at: 1,
      })
      .execute()
    res = await search({ start_station_id: gare, ...window(60 * 24, 3) }, { token: expiring.token })
    expect([res.statusCode, errorCodes(res)]).toEqual([402, ['SEARCH_NO_ACTIVE_CARD']])

    const driver = await ctx.tokenFor('driver@demo.test')
    expect((await search({ start_station_id: gare }, { token: driver })).statusCode).toBe(200)
    // driver@demo.test holds a prepared and an in-progress rental.
    await ctx.updateTenantSettings('demo', (s) => {
      s.max_active_rentals = 2
    })
    try {
      res = await search({ start_station_id: gare }, { token: driver })
      expect(errorCodes(res)).toEqual(['SEARCH_TOO_MANY_RESERVATIONS'])
      expect((await search({ start_station_id: gare })).statusCode).toBe(200)
    } finally {
      await ctx.updateTenantSettings('demo', (s) => {
        s.max_active_rentals = 5
      })
    }
  })

  it('lets a member who may not book yet see the vehicles, without the card rules meant for drivers', async () => {
    // Spec section 4: their booking click sends them to the signup, where the card is added; the
    // search must not stop them earlier with "a card is needed" and a link to payment settings.
    for (const step of ['driver_on_sms_form', 'driver_blocked']) {
      const member = await newMember(ctx, { step, withCard: false })
      const res = await search({ start_station_id: gare }, { token: member.token })
      expect([step, res.statusCode]).toEqual([step, 200])
      expect(results(res).total).toBeGreaterThan(0)
    }
  })

  it('needs coordinates on an address tenant, and a member on a private platform', async () => {
    const entrepriseGuest = await ctx.guestToken({ host: 'entreprise.localhost' })
    expect((await search({ latitude: 48.86, longitude: 2.35 }, { token: entrepriseGuest, host: 'entreprise.localhost' })).statusCode).toBe(403)
    const member = await newMember(ctx, { slug: 'entreprise' })
    const res = await search({}, { token: member.token, host: 'entreprise.localhost' })
    expect([res.statusCode, res.json()]).toEqual([400, { errors: [{ code: 'WRONG_PARAMETER', detail: expect.any(String), field: 'search.latitude' }] }])
    const ok = await search({ latitude: 48.8566, longitude: 2.3522 }, { token: member.token, host: 'entreprise.localhost' })
    expect(ok.statusCode).toBe(200)
    expect(results(ok).results.every((r) => r.price.iso_code === 'EUR')).toBe(true)
  })

  it('needs a token and a well-formed body', async () => {
    expect((await ctx.post('/api/vehicles/search', { search: { start_station_id: gare, ...window(24, 3) } })).statusCode).toBe(401)
    const res = await ctx.post('/api/vehicles/search', { search: { start_station_id: 'gare', ...window(24, 3), radius: -2 } }, { token: guest })
    expect(res.statusCode).toBe(400)
    expect((res.json() as { errors: { code: string; field: string }[] }).errors).toEqual([
      { code: 'WRONG_PARAMETER', detail: expect.any(String), field: 'search.start_station_id' },
      { code: 'WRONG_PARAMETER', detail: expect.any(String), field: 'search.radius' },
    ])
  })
})

describe('GET /vehicles/:id', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it("answers a vehicle of the tenant, and 404 for another tenant's", async () => {
    const guest = await ctx.guestToken()
    const tenantId = await ctx.tenantId('demo')
    const mine = await ctx.db.selectFrom('vehicles').select(['id', 'license_plate']).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()
    const res = await ctx.get(`/api/vehicles/${mine.id}`, { token: guest })
    expect(res.statusCode).toBe(200)
    expect(VehicleResponseSchema.parse(res.json()).vehicle).toMatchObject({ id: mine.id, license_plate: mine.license_plate })
    const other = await ctx.db.selectFrom('vehicles').select('id').where('tenant_id', '!=', tenantId).executeTakeFirstOrThrow()
    expect((await ctx.get(`/api/vehicles/${other.id}`, { token: guest })).statusCode).toBe(404)
    expect((await ctx.get('/api/vehicles/abc', { token: guest })).statusCode).toBe(404)
  })
})
