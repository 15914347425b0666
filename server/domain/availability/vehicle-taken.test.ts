import { emptyTables } from '../../testing/empty-tables'
import { ENGINES } from '../../testing/test-database'
import { useTestDatabase } from '../../testing/use-test-database'
import { Fixtures } from '../rentals/test-fixtures'
import { heldSpan, isTaken, latestEndBefore, meetsSpan, offersHolding, rentalsTaking, vehicleIsTaken, type TakenWindow } from './vehicle-taken'

const now = Date.UTC(2026, 4, 10, 12, 0)
const H = 3600 * 1000
const window = (startMs: number, endMs: number, prepareDelayMs = 0): TakenWindow => ({ startMs, endMs, prepareDelayMs })

describe('the vehicle-taken rule, in memory', () => {
  it('widens the window by the preparation delay on both sides, a negative delay counting as none', () => {
    expect(heldSpan(window(10 * H, 12 * H, H))).toEqual({ from: 9 * H, to: 13 * H })
    expect(heldSpan(window(10 * H, 12 * H, -H))).toEqual({ from: 10 * H, to: 12 * H })
  })

  it('takes the vehicle on any overlap of the widened span, never on touching ends', () => {
    const span = heldSpan(window(10 * H, 12 * H, H))
    expect(meetsSpan(8 * H, 9 * H, span)).toBe(false)
    expect(meetsSpan(8 * H, 9 * H + 1, span)).toBe(true)
    expect(meetsSpan(13 * H, 14 * H, span)).toBe(false)
    expect(meetsSpan(13 * H - 1, 14 * H, span)).toBe(true)
    expect(meetsSpan(0, 100 * H, span)).toBe(true)
  })

  it('answers for a list of intervals whether one of them takes the vehicle', () => {
    const busy = [
      { startMs: 2 * H, endMs: 4 * H },
      { startMs: 20 * H, endMs: 22 * H },
    ]
    expect(isTaken(busy, window(6 * H, 18 * H, H))).toBe(false)
    expect(isTaken(busy, window(6 * H, 18 * H, 2 * H))).toBe(false)
    expect(isTaken(busy, window(6 * H, 18 * H, 2 * H + 1))).toBe(true)
    expect(isTaken([], window(6 * H, 18 * H, H))).toBe(false)
  })

  it('gives the latest end before a next rental, the delay kept free', () => {
    expect(latestEndBefore(20 * H, H)).toBe(19 * H)
    expect(latestEndBefore(20 * H, -H)).toBe(20 * H)
  })
})

describe.each(ENGINES)('the vehicle-taken rule in SQL on %s', (engine) => {
  const t = useTestDatabase(engine, 'vehicle_taken')
  let f: Fixtures
  let tenant: number
  let other: number
  let driver: number
  let vehicle: number

  beforeEach(async () => {
    await emptyTables(t.db, ['alert_offers', 'alerts', 'rental_passengers', 'rentals', 'vehicles', 'categories', 'stations', 'users', 'tenants'])
    f = new Fixtures(t.db, now)
    tenant = await f.tenant('demo')
    other = await f.tenant('other')
    driver = await f.user(tenant, 'driver@demo.test')
    vehicle = await f.vehicle(tenant)
  })

  const taken = (w: TakenWindow, exceptRentalId?: number) => vehicleIsTaken(t.db, { tenantId: tenant, vehicleId: vehicle, window: w, exceptRentalId })

  it('agrees with the in-memory rule for every blocking status, and only those', async () => {
    const statuses = ['pending', 'prepared', 'check_in', 'check_out', 'in_progress', 'locking', 'closed', 'canceled']
    for (const [i, status] of statuses.entries()) await f.rental(tenant, vehicle, driver, status, now + i * 10 * H, now + i * 10 * H + 2 * H)
    for (const [i, status] of statuses.entries()) {
      const w = window(now + i * 10 * H + H, now + i * 10 * H + 3 * H)
      const blocking = !['closed', 'canceled'].includes(status)
      expect([status, await taken(w)]).toEqual([status, blocking])
    }
    const rows = await rentalsTaking(t.db, window(now, now + 80 * H))
      .select(['rentals.reservation_start_time as startMs', 'rentals.reservation_end_time as endMs'])
      .execute()
    expect(rows).toHaveLength(6)
  })

  it('widens by the preparation delay, frees touching ends, and leaves out the rental being moved', async () => {
    const id = await f.rental(tenant, vehicle, driver, 'pending', now + 10 * H, now + 12 * H)
    expect(await taken(window(now + 12 * H, now + 14 * H))).toBe(false)
    expect(await taken(window(now + 12 * H, now + 14 * H, 1))).toBe(true)
    expect(await taken(window(now + 13 * H, now + 14 * H, H))).toBe(false)
    expect(await taken(window(now + 11 * H, now + 14 * H), id)).toBe(false)
  })

  it('keeps to the tenant asked about', async () => {
    await f.rental(tenant, vehicle, driver, 'pending', now + 10 * H, now + 12 * H)
    expect(await vehicleIsTaken(t.db, { tenantId: other, vehicleId: vehicle, window: window(now + 10 * H, now + 12 * H) })).toBe(false)
  })

  it('finds the open, unexpired alert offers that hold a vehicle over the widened window', async () => {
    const alert = await t.db
      .insertInto('alerts')
      .values({
        tenant_id: tenant,
        user_id: driver,
        status: 'active',
        start_station_id: null,
        end_station_id: null,
        latitude: null,
        longitude: null,
        radius_km: null,
        start_time: now + 10 * H,
        end_time: now + 12 * H,
        category_ids: '[]',
        options: '[]',
        gears_type: null,
        seats_count: null,
        created_at: now,
        ended_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const offer = { tenant_id: tenant, alert_id: alert.id, user_id: driver, start_time: now + 10 * H, end_time: now + 12 * H, created_at: now }
    const other = await f.vehicle(tenant)
    const third = await f.vehicle(tenant)
    await t.db
      .insertInto('alert_offers')
      .values([
        { ...offer, vehicle_id: vehicle, status: 'open', expires_at: now + H },
        { ...offer, vehicle_id: other, status: 'open', expires_at: now },
        { ...offer, vehicle_id: third, status: 'taken', expires_at: now + H },
      ])
      .execute()
    const held = async (w: TakenWindow) => (await offersHolding(t.db, tenant, w, now).select('vehicle_id').execute()).map((r) => r.vehicle_id)
    expect(await held(window(now + 11 * H, now + 13 * H))).toEqual([vehicle])
    expect(await held(window(now + 12 * H, now + 13 * H))).toEqual([])
    expect(await held(window(now + 12 * H, now + 13 * H, 1))).toEqual([vehicle])
  })
})
