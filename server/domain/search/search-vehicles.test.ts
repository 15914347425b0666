import type { VehicleSearchBody } from '@contracts/vehicle'
import { searchVehiclePage, searchVehicles, type SearchContext } from './search-vehicles'
import { ENGINES } from '../../testing/test-database'
import { END as end, H, iso, NOW as now, START as start } from './testing/clock'
import { testSettings } from './testing/fixtures'
import { useStationNetwork } from './testing/use-station-network'
import { SearchCache } from './search-cache'
import { searchPageJson } from './search-json'
import { toSearchResponse } from './search-page'
import type { BookingSettings } from './booking-settings'

describe.each(ENGINES)('searchVehicles on %s', (engine) => {
  const demo = useStationNetwork(engine, 'search')
  let other: number
  let quebec: number
  let van: number
  let driver: number
  const v: Record<string, number> = {}

  beforeAll(async () => {
    other = await demo.f.tenant('other')
    quebec = await demo.f.station(demo.tenant, 'Québec', 46.8139, -71.208)
    van = await demo.f.category(demo.tenant, 'Van', 2000, 9000, 50, 40)
    driver = await demo.f.user(demo.tenant)
    v.free = await demo.f.vehicle(demo.tenant, { station_id: demo.gare, category_id: demo.city, seats_count: 5, gears_type: 'automatic', options: '["gps","bluetooth"]' })
    v.manual = await demo.f.vehicle(demo.tenant, { station_id: demo.gare, category_id: demo.city, seats_count: 4, gears_type: 'manual', options: '["gps"]' })
    v.van = await demo.f.vehicle(demo.tenant, { station_id: demo.gare, category_id: van, seats_count: 7, gears_type: 'manual', options: '["air_conditioning","snow_tire"]' })
    v.busy = await demo.f.vehicle(demo.tenant, { station_id: demo.gare, category_id: demo.city })
    v.prep = await demo.f.vehicle(demo.tenant, { station_id: demo.gare, category_id: demo.city })
    v.cancelledRental = await demo.f.vehicle(demo.tenant, { station_id: demo.gare, category_id: demo.city })
    v.inactive = await demo.f.vehicle(demo.tenant, { station_id: demo.gare, category_id: demo.city, active: 0 })
    v.plateau = await demo.f.vehicle(demo.tenant, { station_id: demo.plateau, category_id: demo.city })
    v.quebec = await demo.f.vehicle(demo.tenant, { station_id: quebec, category_id: demo.city })
    const otherStation = await demo.f.station(other, 'Elsewhere', 45.4996, -73.5663)
    await demo.f.vehicle(other, { station_id: otherStation })
    await demo.f.rental(demo.tenant, v.busy, driver, start + H, start + 2 * H, { status: 'in_progress' })
    // Ends 10 minutes before the asked start: inside the 15-minute prepare delay.
    await demo.f.rental(demo.tenant, v.prep, driver, start - 2 * H, start - 10 * 60_000, { status: 'prepared' })
    await demo.f.rental(demo.tenant, v.cancelledRental, driver, start, end, { status: 'cancelled' })
  })

  const ctx = (settings: BookingSettings = testSettings(), userId: number | null = null): SearchContext => ({ db: demo.db, tenantId: demo.tenant, settings, userId, nowMs: now })
  const body = (search: Partial<VehicleSearchBody['search']>, extra: Partial<VehicleSearchBody> = {}): VehicleSearchBody => ({
    search: { start_time: iso(start), end_time: iso(end), ...search },
    ...extra,
  })
  const ids = (r: { results: { vehicle: { id: number } }[] }) => r.results.map((x) => x.vehicle.id)
  const codeOf = async (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: { code: string }) => e.code,
    )

  it('lists the available vehicles of the start station only, with price and station', async () => {
    const r = await searchVehicles(ctx(), body({ start_station_id: demo.gare }))
    expect(ids(r)).toEqual([v.free, v.manual, v.van, v.cancelledRental])
    expect(r.total).toBe(4)
    const first = r.results[0]
    expect(first.price).toEqual({ value_cents: 3000, iso_code: 'CAD' })
    expect(first.prediscount_price).toEqual({ value_cents: 3000, iso_code: 'CAD' })
    expect(first.station?.name).toBe('Gare Centrale')
    expect(first.distance_in_meters).toBeNull()
    expect(first.destination).toBeNull()
    expect(first.vehicle.thumbnail_url).toMatch(/^\/photos\//)
  })

  it('ignores the prepare delay when the tenant has none', async () => {
    const r = await searchVehicles(ctx(testSettings({ prepare_delay: 0 })), body({ start_station_id: demo.gare }))
    expect(ids(r)).toContain(v.prep)
  })

  it('filters on categories, options (all of them), gears and seats', async () => {
    expect(ids(await searchVehicles(ctx(), body({ start_station_id: demo.gare, categories: [van] })))).toEqual([v.van])
    expect(ids(await searchVehicles(ctx(), body({ start_station_id: demo.gare, options: ['gps'] })))).toEqual([v.free, v.manual, v.cancelledRental])
    expect(ids(await searchVehicles(ctx(), body({ start_station_id: demo.gare, options: ['gps', 'bluetooth'] })))).toEqual([v.free, v.cancelledRental])
    expect(ids(await searchVehicles(ctx(), body({ start_station_id: demo.gare, gears_type: 'manual' })))).toEqual([v.manual, v.van])
    expect(ids(await searchVehicles(ctx(), body({ start_station_id: demo.gare, seats_count: 7 })))).toEqual([v.van])
  })

  it('pages with a total', async () => {
    const p1 = await searchVehicles(ctx(), body({ start_station_id: demo.gare }, { page: 1, limit: 3 }))
    const p2 = await searchVehicles(ctx(), body({ start_station_id: demo.gare }, { page: 2, limit: 3 }))
    const p3 = await searchVehicles(ctx(), body({ start_station_id: demo.gare }, { page: 3, limit: 3 }))
    expect([p1.total, p2.total, p3.total]).toEqual([4, 4, 4])
    expect([...ids(p1), ...ids(p2)]).toEqual([v.free, v.manual, v.van, v.cancelledRental])
    expect(ids(p3)).toEqual([])
  })

  it('searches around an address, nearest first, within the radius', async () => {
    const nearPlateau = { latitude: 45.5231, longitude: -73.58 }
    const r = await searchVehicles(ctx(testSettings({ search_engine: 'address' })), body({ ...nearPlateau }))
    expect(ids(r)[0]).toBe(v.plateau)
    expect(r.results[0].distance_in_meters).toBeGreaterThan(50)
    expect(r.results[0].distance_in_meters).toBeLessThan(150)
    expect(ids(r)).not.toContain(v.quebec)
    expect(ids(r).slice(1)).toEqual([v.free, v.manual, v.van, v.cancelledRental])
    const wide = await searchVehicles(ctx(), body({ ...nearPlateau, radius: 300 }))
    expect(ids(wide).at(-1)).toBe(v.quebec)
    const narrow = await searchVehicles(ctx(), body({ ...nearPlateau, radius: 1 }))
    expect(ids(narrow)).toEqual([v.plateau])
    const p2 = await searchVehicles(ctx(), body({ ...nearPlateau }, { page: 2, limit: 2 }))
    expect([p2.total, ids(p2)]).toEqual([5, [v.manual, v.van]])
    const beyond = await searchVehicles(ctx(), body({ ...nearPlateau }, { page: 9, limit: 2 }))
    expect([beyond.total, ids(beyond)]).toEqual([5, []])
  })

  it('prices the estimated distance and applies a discount', async () => {
    await demo.f.discount(demo.tenant, 'TENOFF', 'percent', 10)
    const r = await searchVehicles(ctx(), body({ start_station_id: demo.gare, categories: [van], estimated_distance: 70, discount_codes: ['tenoff'] }))
    // Van: 3 h at 20.00 = 60.00, 20 km beyond the 50 included at 0.40 = 8.00.
    expect(r.results[0].prediscount_price.value_cents).toBe(6800)
    expect(r.results[0].price.value_cents).toBe(6120)
  })

  it('stores the destination and returns its id', async () => {
    const r = await searchVehicles(
      ctx(),
      body({
        start_station_id: demo.gare,
        destination_label: 'Chalet',
        destination_formatted_address: '1 rue du Lac, Magog',
        destination_latitude: 45.27,
        destination_longitude: -72.15,
      }),
    )
    const id = r.results[0].destination?.id
    expect(id).toBeTypeOf('number')
    const row = await demo.db.selectFrom('destinations').selectAll().where('id', '=', id!).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ tenant_id: demo.tenant, label: 'Chalet', formatted_address: '1 rue du Lac, Magog', latitude: 45.27 })
  })

  it('refuses missing or unknown parameters with WRONG_PARAMETER', async () => {
    expect(await codeOf(searchVehicles(ctx(), body({})))).toBe('WRONG_PARAMETER')
    expect(await codeOf(searchVehicles(ctx(), body({ start_station_id: 999_999 })))).toBe('WRONG_PARAMETER')
    expect(await codeOf(searchVehicles(ctx(), body({ start_station_id: demo.gare, categories: [999_999] })))).toBe('WRONG_PARAMETER')
    expect(await codeOf(searchVehicles(ctx(), body({ start_station_id: demo.gare, rental_label_id: 999_999 })))).toBe('WRONG_PARAMETER')
    const noOneWay = testSettings({ features: { payment_card_required: false, carpooling: true, one_way: false, discount: true, privacy_usage: true } })
    expect(await codeOf(searchVehicles(ctx(noOneWay), body({ start_station_id: demo.gare, end_station_id: demo.plateau })))).toBe('WRONG_PARAMETER')
    expect(await codeOf(searchVehicles(ctx(), body({ start_station_id: demo.gare, end_station_id: demo.plateau })))).toBe('ok')
  })

  it('applies the tenant date rules', async () => {
    const s = testSettings({}, { minimum_time_before_start: 7200 })
    expect(await codeOf(searchVehicles(ctx(s), body({ start_station_id: demo.gare, start_time: iso(now + H), end_time: iso(now + 4 * H) })))).toBe('SEARCH_START_TIME_TOO_SOON')
    expect(await codeOf(searchVehicles(ctx(), body({ start_station_id: demo.gare, start_time: iso(now - 4 * H) })))).toBe('RENTAL_DATES_IN_PAST')
    expect(await codeOf(searchVehicles(ctx(), body({ start_station_id: demo.gare, end_time: iso(start - H) })))).toBe('START_DATE_AFTER_END_DATE')
  })

  it('checks discount codes', async () => {
    await demo.f.discount(demo.tenant, 'OLD', 'fixed', 500, { expires_at: now - 1 })
    await demo.f.discount(demo.tenant, 'USED', 'fixed', 500, { max_uses: 1, uses: 1 })
    expect(await codeOf(searchVehicles(ctx(), body({ start_station_id: demo.gare, discount_codes: ['NOPE'] })))).toBe('INVALID_DISCOUNT_CODE')
    expect(await codeOf(searchVehicles(ctx(), body({ start_station_id: demo.gare, discount_codes: ['OLD'] })))).toBe('EXPIRED_DISCOUNT_CODE')
    expect(await codeOf(searchVehicles(ctx(), body({ start_station_id: demo.gare, discount_codes: ['USED'] })))).toBe('DISCOUNT_CODE_MAX_LIMIT_REACHED')
    expect(await codeOf(searchVehicles(ctx(), body({ start_station_id: demo.gare, discount_codes: [''] })))).toBe('ok')
    const noDiscount = testSettings({ features: { payment_card_required: false, carpooling: true, one_way: true, discount: false, privacy_usage: true } })
    expect(await codeOf(searchVehicles(ctx(noDiscount), body({ start_station_id: demo.gare, discount_codes: ['TENOFF'] })))).toBe('INVALID_DISCOUNT_CODE')
  })

  it('checks the driver card and active rentals for a member, not for a guest', async () => {
    const cardRequired = testSettings({ features: { payment_card_required: true, carpooling: true, one_way: true, discount: true, privacy_usage: true } })
    const member = await demo.f.user(demo.tenant)
    expect(await codeOf(searchVehicles(ctx(cardRequired, null), body({ start_station_id: demo.gare })))).toBe('ok')
    expect(await codeOf(searchVehicles(ctx(cardRequired, member), body({ start_station_id: demo.gare })))).toBe('RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING')
    await demo.f.card(demo.tenant, member, 12, 2040, true)
    expect(await codeOf(searchVehicles(ctx(cardRequired, member), body({ start_station_id: demo.gare })))).toBe('RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING')
    // Expires at the end of June 2026; the rental ends on 2 June: fine; a July rental is not.
    await demo.f.card(demo.tenant, member, 6, 2026)
    expect(await codeOf(searchVehicles(ctx(cardRequired, member), body({ start_station_id: demo.gare })))).toBe('ok')
    const july = Date.UTC(2026, 6, 2, 10)
    expect(await codeOf(searchVehicles(ctx(cardRequired, member), body({ start_station_id: demo.gare, start_time: iso(july), end_time: iso(july + 2 * H) })))).toBe(
      'SEARCH_NO_ACTIVE_CARD',
    )

    const limited = testSettings({ max_active_rentals: 2 })
    const busy = await demo.f.user(demo.tenant)
    await demo.f.rental(demo.tenant, v.quebec, busy, now + 100 * H, now + 101 * H, { status: 'pending' })
    await demo.f.rental(demo.tenant, v.quebec, busy, now + 200 * H, now + 201 * H, { status: 'closed' })
    expect(await codeOf(searchVehicles(ctx(limited, busy), body({ start_station_id: demo.gare })))).toBe('ok')
    await demo.f.rental(demo.tenant, v.quebec, busy, now - H, now + H, { status: 'in_progress' })
    expect(await codeOf(searchVehicles(ctx(limited, busy), body({ start_station_id: demo.gare })))).toBe('SEARCH_TOO_MANY_RESERVATIONS')
  })

  it('does not count a pending or prepared rental never started past the tenant grace (stale) towards max_active_rentals', async () => {
    const limited = testSettings({ max_active_rentals: 1, unstarted_rental_grace: 1800 })
    const late = await demo.f.user(demo.tenant)
    const stale = await demo.f.rental(demo.tenant, v.quebec, late, now - 31 * 60_000, now + H, { status: 'prepared' })
    expect(await codeOf(searchVehicles(ctx(limited, late), body({ start_station_id: demo.gare })))).toBe('ok')
    // Within the grace it still counts.
    await demo.db
      .updateTable('rentals')
      .set({ reservation_start_time: now - 29 * 60_000 })
      .where('id', '=', stale)
      .execute()
    expect(await codeOf(searchVehicles(ctx(limited, late), body({ start_station_id: demo.gare })))).toBe('SEARCH_TOO_MANY_RESERVATIONS')
  })

  it('finds a station and a category created after the cache was filled, and never caches availability', async () => {
    const cache = new SearchCache(60_000)
    const cached = (s = testSettings()): SearchContext => ({ ...ctx(s), cache })
    expect((await searchVehicles(cached(), body({ start_station_id: demo.gare }))).total).toBe(4)
    const fresh = await demo.f.station(demo.tenant, 'Nouvelle', 45.51, -73.57)
    const category = await demo.f.category(demo.tenant, 'Nouvelle catégorie')
    const vehicle = await demo.f.vehicle(demo.tenant, { station_id: fresh, category_id: category })
    const r = await searchVehicles(cached(), body({ start_station_id: fresh, categories: [category] }))
    expect(ids(r)).toEqual([vehicle])
    expect(r.results[0].station?.name).toBe('Nouvelle')
    await demo.f.rental(demo.tenant, vehicle, driver, start, end, { status: 'pending' })
    expect((await searchVehicles(cached(), body({ start_station_id: fresh }))).total).toBe(0)
  })

  it('writes the answer from cached fragments exactly as JSON.stringify would', async () => {
    const cache = new SearchCache(60_000)
    const cached: SearchContext = { ...ctx(), cache }
    const address = body({
      latitude: 45.5231,
      longitude: -73.58,
      radius: 5,
      destination_label: 'Chalet',
      destination_formatted_address: '1 rue du Lac, Magog',
      destination_latitude: 45.27,
      destination_longitude: -72.15,
    })
    for (const b of [body({ start_station_id: demo.gare, estimated_distance: 250 }), address, address, body({ start_station_id: quebec, categories: [van] })]) {
      const page = await searchVehiclePage(cached, b)
      expect(searchPageJson(page).toString('utf8')).toBe(JSON.stringify(toSearchResponse(page)))
    }
  })
})
