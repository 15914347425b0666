import { joinCarpool, listPassengers, type CarpoolContext } from './carpool-passengers'
import { searchCarpools } from './carpool-search'
import { ENGINES } from '../../testing/test-database'
import { H, iso, NOW as now } from '../search/testing/clock'
import { useStationNetwork } from '../search/testing/use-station-network'

describe.each(ENGINES)('carpooling on %s', (engine) => {
  const demo = useStationNetwork(engine, 'carpool')
  let otherTenant: number
  let van: number
  let driver: number
  let offers: Record<string, number>

  beforeAll(async () => {
    otherTenant = await demo.f.tenant('other')
    van = await demo.f.category(demo.tenant, 'Van')
    driver = await demo.f.user(demo.tenant, { first_name: 'Alice' })
    const car = await demo.f.vehicle(demo.tenant, { station_id: demo.gare, category_id: demo.city, seats_count: 3 })
    const bus = await demo.f.vehicle(demo.tenant, { station_id: demo.gare, category_id: van, seats_count: 7 })
    const other = await demo.f.vehicle(demo.tenant, { station_id: demo.plateau, category_id: demo.city })
    const offer = (vehicle: number, startMs: number, over = {}) =>
      demo.f.rental(demo.tenant, vehicle, driver, startMs, startMs + 2 * H, {
        carpooling: 1,
        carpooling_destination: 'Laval',
        start_station_id: demo.gare,
        end_station_id: demo.gare,
        ...over,
      })
    offers = {
      car: await offer(car, now + 24 * H),
      bus: await offer(bus, now + 26 * H),
      plateau: await offer(other, now + 25 * H, { start_station_id: demo.plateau, end_station_id: demo.plateau }),
      notCarpool: await offer(car, now + 30 * H, { carpooling: 0 }),
      past: await offer(bus, now - 3 * H, { status: 'in_progress' }),
      cancelled: await offer(bus, now + 28 * H, { status: 'cancelled' }),
      later: await offer(bus, now + 72 * H),
    }
  })

  const member = async () => ({ id: await demo.f.user(demo.tenant), workflow_next_step: 'driver_ok' })
  /** No SMTP in these tests: the driver's notices stay in the outbox, and no delivery job is sent. */
  const keptOnly = {
    jobs: { transactional: false, send: async () => expect.unreachable('no delivery job without SMTP') },
    smtpConfigured: false,
    gatewayConfigured: false,
    clock: () => now,
  }
  const ctx = (m: { id: number; workflow_next_step: string }): CarpoolContext => ({
    db: demo.db,
    tenantId: demo.tenant,
    member: m,
    nowMs: now,
    driverNotice: { tenant: { name: 'Démo', language: 'fr', timeZone: 'America/Toronto' }, outbox: keptOnly },
  })
  const noticesToDriver = async () => {
    const { email } = await demo.db.selectFrom('users').select('email').where('id', '=', driver).executeTakeFirstOrThrow()
    return demo.db.selectFrom('outbox').select(['subject', 'status']).where('recipient', '=', email).execute()
  }
  const search = (userId: number | null, s: Record<string, unknown> = {}, paging: { page?: number; limit?: number } = {}) =>
    searchCarpools({ db: demo.db, tenantId: demo.tenant, userId, nowMs: now }, { search: { start_time: iso(now), ...s }, ...paging })
  const codeOf = async (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: { code: string }) => e.code,
    )

  it("lists other drivers' upcoming carpools with their free seats, soonest first", async () => {
    const me = await member()
    const r = await search(me.id, { start_station_id: demo.gare })
    expect(r.results.map((x) => x.id)).toEqual([offers.car, offers.bus, offers.later])
    expect(r.total).toBe(3)
    expect(r.results[0]).toMatchObject({ available_seats: 2, carpooling_destination: 'Laval', start_station_id: demo.gare, driver: { first_name: 'Alice' } })
    expect(r.results[1].available_seats).toBe(6)
  })

  it("filters on the time window, categories, and leaves out the driver's own offers", async () => {
    const me = await member()
    expect((await search(me.id, { start_station_id: demo.gare, end_time: iso(now + 48 * H) })).results.map((x) => x.id)).toEqual([offers.car, offers.bus])
    // The window's first minute is in it: the Plateau offer leaves exactly then.
    expect((await search(me.id, { start_time: iso(now + 25 * H) })).results.map((x) => x.id)).toEqual([offers.plateau, offers.bus, offers.later])
    expect((await search(me.id, { start_time: iso(now + 25 * H + 1) })).results.map((x) => x.id)).toEqual([offers.bus, offers.later])
    expect((await search(me.id, { categories: [van] })).results.map((x) => x.id)).toEqual([offers.bus, offers.later])
    expect((await search(driver, {})).total).toBe(0)
    expect((await search(me.id, {}, { limit: 2, page: 2 })).results.map((x) => x.id)).toEqual([offers.bus, offers.later])
  })

  it('lets members join until the car is full, once each, never their own', async () => {
    const [a, b, c] = [await member(), await member(), await member()]
    expect(await codeOf(joinCarpool(ctx(a), offers.car, offers.car))).toBe('ok')
    expect(await codeOf(joinCarpool(ctx(a), offers.car, offers.car))).toBe('CARPOOL_ALREADY_JOINED')
    expect(await codeOf(joinCarpool(ctx(b), offers.car, offers.car))).toBe('ok')
    expect(await codeOf(joinCarpool(ctx(c), offers.car, offers.car))).toBe('CARPOOL_FULL')
    expect(await codeOf(joinCarpool(ctx({ id: driver, workflow_next_step: 'driver_ok' }), offers.car, offers.car))).toBe('forbidden')
    expect(await codeOf(joinCarpool(ctx(c), offers.notCarpool, offers.notCarpool))).toBe('not_found')
    expect(await codeOf(joinCarpool(ctx(c), offers.cancelled, offers.cancelled))).toBe('conflict')
    expect(await codeOf(joinCarpool(ctx(c), offers.bus, offers.car))).toBe('WRONG_PARAMETER')
    expect(await codeOf(joinCarpool(ctx({ ...c, workflow_next_step: 'driver_on_sms_form' }), offers.bus, offers.bus))).toBe('forbidden')
    const full = await search(c.id, { start_station_id: demo.gare })
    expect(full.results.map((x) => x.id)).not.toContain(offers.car)
    const joined = await search(a.id, { start_station_id: demo.gare })
    expect(joined.results.map((x) => x.id)).not.toContain(offers.car)
  })

  it('gives the last seats to exactly as many concurrent passengers', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => member()))
    const outcomes = await Promise.all(members.map((m) => codeOf(joinCarpool(ctx(m), offers.later, offers.later))))
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(6)
    expect(outcomes.filter((o) => o === 'CARPOOL_FULL')).toHaveLength(14)
  })

  it("writes the driver's notice with each seat taken, none for a refused one", async () => {
    const before = (await noticesToDriver()).length
    const [a, b] = [await member(), await member()]
    await joinCarpool(ctx(a), offers.plateau, offers.plateau)
    expect((await noticesToDriver()).slice(before)).toEqual([{ subject: expect.stringContaining('Démo'), status: 'kept' }])
    expect(await codeOf(joinCarpool(ctx(a), offers.plateau, offers.plateau))).toBe('CARPOOL_ALREADY_JOINED')
    expect(await codeOf(joinCarpool(ctx({ ...b, workflow_next_step: 'driver_on_sms_form' }), offers.plateau, offers.plateau))).toBe('forbidden')
    expect((await noticesToDriver()).slice(before)).toHaveLength(1)
    expect(await listPassengers(demo.db, demo.tenant, driver, offers.plateau)).toMatchObject([{ id: a.id }])
  })

  it('shows passengers to the driver and passengers only', async () => {
    const [a, stranger] = [await member(), await member()]
    await joinCarpool(ctx(a), offers.bus, offers.bus)
    const seen = await listPassengers(demo.db, demo.tenant, driver, offers.bus)
    expect(seen.map((p) => p.id)).toContain(a.id)
    expect(await codeOf(listPassengers(demo.db, demo.tenant, a.id, offers.bus))).toBe('ok')
    expect(await codeOf(listPassengers(demo.db, demo.tenant, stranger.id, offers.bus))).toBe('not_found')
    expect(await codeOf(listPassengers(demo.db, otherTenant, driver, offers.bus))).toBe('not_found')
  })
})
