import type { ApiError } from '../../errors'
import { codeOf } from '../../testing/api-error-code'
import { emptyTables } from '../../testing/empty-tables'
import { ENGINES } from '../../testing/test-database'
import { useTestDatabase } from '../../testing/use-test-database'
import { cancelRental, changeRentalTimes, setGeotracking, type RentalChangeContext } from './rental-changes'
import { findRentalForMember, listDriverRentals, listJoinedCarpools } from './rental-queries'
import { repriceWithTenantModel } from './reprice'
import { rentalFields } from './rental-view'
import { Fixtures } from './test-fixtures'
import { ruleSettings } from './test-settings'

const now = Date.UTC(2026, 4, 10, 12, 0)
const H = 3600 * 1000

describe.each(ENGINES)('rentals on %s', (engine) => {
  const t = useTestDatabase(engine, 'rentals')
  let f: Fixtures
  let tenant: number
  let otherTenant: number
  let driver: number
  let passenger: number
  let stranger: number
  let foreigner: number
  let vehicle: number

  beforeEach(async () => {
    await emptyTables(t.db, ['rental_passengers', 'rentals', 'vehicles', 'categories', 'stations', 'users', 'tenants'])
    f = new Fixtures(t.db, now)
    tenant = await f.tenant('demo')
    otherTenant = await f.tenant('other')
    driver = await f.user(tenant, 'driver@demo.test')
    passenger = await f.user(tenant, 'passenger@demo.test')
    stranger = await f.user(tenant, 'stranger@demo.test')
    foreigner = await f.user(otherTenant, 'driver@demo.test')
    vehicle = await f.vehicle(tenant)
  })

  const ctx = (userId: number, delays = {}, prepareDelay = 0): RentalChangeContext => ({
    db: t.db,
    tenantId: tenant,
    userId,
    settings: ruleSettings(delays, prepareDelay),
    now,
  })

  it('lists the driver rentals by status, in order, paginated, with passenger counts', async () => {
    const a = await f.rental(tenant, vehicle, driver, 'pending', now + 48 * H, now + 50 * H)
    const b = await f.rental(tenant, vehicle, driver, 'prepared', now + 24 * H, now + 26 * H, { carpooling: 1 })
    await f.rental(tenant, vehicle, driver, 'closed', now - 48 * H, now - 46 * H)
    await f.rental(tenant, vehicle, stranger, 'pending', now + 72 * H, now + 74 * H)
    await f.passenger(tenant, b, passenger)
    const upcoming = await listDriverRentals(t.db, { tenantId: tenant, userId: driver, statuses: ['pending', 'prepared'], page: 1, limit: 20, order: 'asc' })
    expect(upcoming.total).toBe(2)
    expect(upcoming.records.map((r) => [r.id, Number(r.passengers_count)])).toEqual([
      [b, 1],
      [a, 0],
    ])
    const all = await listDriverRentals(t.db, { tenantId: tenant, userId: driver, page: 2, limit: 2, order: 'desc' })
    expect(all.total).toBe(3)
    expect(all.records.map((r) => r.status)).toEqual(['closed'])
    const foreign = await listDriverRentals(t.db, { tenantId: otherTenant, userId: foreigner, page: 1, limit: 20, order: 'asc' })
    expect(foreign.total).toBe(0)
  })

  it('lists the carpools a member joined, not the ones they drive', async () => {
    const offered = await f.rental(tenant, vehicle, driver, 'pending', now + 24 * H, now + 26 * H, { carpooling: 1 })
    await f.rental(tenant, vehicle, passenger, 'pending', now + 48 * H, now + 50 * H, { carpooling: 1 })
    await f.passenger(tenant, offered, passenger)
    const joined = await listJoinedCarpools(t.db, { tenantId: tenant, userId: passenger, page: 1, limit: 20, order: 'asc' })
    expect(joined.records.map((r) => r.id)).toEqual([offered])
    const none = await listJoinedCarpools(t.db, { tenantId: tenant, userId: passenger, statuses: ['closed'], page: 1, limit: 20, order: 'asc' })
    expect(none.total).toBe(0)
  })

  it('shows a rental to its driver and its passengers only; a passenger does not see the price', async () => {
    const id = await f.rental(tenant, vehicle, driver, 'closed', now - 48 * H, now - 46 * H, { carpooling: 1, discount_codes: '["WELCOME"]' })
    await f.passenger(tenant, id, passenger)
    const asDriver = await findRentalForMember(t.db, tenant, driver, id)
    expect(asDriver.viewer).toBe('driver')
    expect(rentalFields(asDriver.record, 'driver', 'km').price).toEqual({ value_cents: 1500, iso_code: 'CAD' })
    const asPassenger = await findRentalForMember(t.db, tenant, passenger, id)
    expect(asPassenger.viewer).toBe('passenger')
    const view = rentalFields(asPassenger.record, 'passenger', 'km')
    expect(view.price).toBeNull()
    expect(view.discount_codes).toEqual([])
    expect(view.passengers_count).toBe(1)
    expect(view.driver_id).toBe(driver)
    // A member with no part in the rental learns nothing of it: as for no such rental.
    expect(await codeOf(findRentalForMember(t.db, tenant, stranger, id))).toBe('404 not_found')
    expect(await codeOf(findRentalForMember(t.db, otherTenant, foreigner, id))).toBe('404 not_found')
  })

  it('moves a rental and refuses a move onto another rental, prepare delay included', async () => {
    const mine = await f.rental(tenant, vehicle, driver, 'pending', now + 24 * H, now + 26 * H)
    await f.rental(tenant, vehicle, stranger, 'prepared', now + 30 * H, now + 32 * H)
    await f.rental(tenant, vehicle, stranger, 'cancelled', now + 27 * H, now + 29 * H)
    const moved = await changeRentalTimes(ctx(driver), mine, { end: now + 29 * H })
    expect(moved.record.reservation_end_time).toBe(now + 29 * H)
    expect(await codeOf(changeRentalTimes(ctx(driver, {}, 3600), mine, { end: now + 29 * H + 1 }))).toBe('409 VEHICLE_NOT_AVAILABLE')
    expect(await codeOf(changeRentalTimes(ctx(driver), mine, { end: now + 31 * H }))).toBe('409 VEHICLE_NOT_AVAILABLE')
    const row = await t.db.selectFrom('rentals').select('reservation_end_time').where('id', '=', mine).executeTakeFirstOrThrow()
    expect(row.reservation_end_time).toBe(now + 29 * H)
  })

  it('recomputes the price with the given pricing function', async () => {
    const mine = await f.rental(tenant, vehicle, driver, 'pending', now + 24 * H, now + 26 * H)
    const res = await changeRentalTimes(ctx(driver), mine, { end: now + 28 * H }, async (_trx, _row, w) => ({
      price_cents: ((w.end - w.start) / H) * 1000,
      prediscount_price_cents: ((w.end - w.start) / H) * 1000,
    }))
    expect(res.record.price_cents).toBe(4000)
  })

  it('reprices new times with the tenant model, keeping the booking discount', async () => {
    await t.db.deleteFrom('discount_codes').execute()
    await t.db
      .insertInto('discount_codes')
      .values({ tenant_id: tenant, code: 'HALF', kind: 'percent', value: 50, expires_at: now - H, max_uses: 1, uses: 1 })
      .execute()
    const car = await f.vehicle(tenant, 5, await f.category(tenant, 1000, 6000))
    const mine = await f.rental(tenant, car, driver, 'pending', now + 24 * H, now + 26 * H, { discount_codes: '["half"]' })
    const res = await changeRentalTimes(ctx(driver), mine, { end: now + 27 * H }, repriceWithTenantModel)
    expect([res.record.prediscount_price_cents, res.record.price_cents]).toEqual([3000, 1500])
  })

  it('lets only the driver act: 403 for a passenger, 404 for a stranger and across tenants', async () => {
    const id = await f.rental(tenant, vehicle, driver, 'pending', now + 24 * H, now + 26 * H, { carpooling: 1 })
    await f.passenger(tenant, id, passenger)
    expect(await codeOf(cancelRental(ctx(passenger), id))).toBe('403 forbidden')
    expect(await codeOf(cancelRental(ctx(stranger), id))).toBe('404 not_found')
    expect(await codeOf(changeRentalTimes(ctx(passenger), id, { end: now + 27 * H }))).toBe('403 forbidden')
    expect(await codeOf(setGeotracking(ctx(stranger), id, true))).toBe('404 not_found')
    expect(await codeOf(cancelRental({ ...ctx(foreigner), tenantId: otherTenant }, id))).toBe('404 not_found')
  })

  it('cancels once, keeps the rental, then answers RENTAL_ALREADY_CANCELLED', async () => {
    const id = await f.rental(tenant, vehicle, driver, 'prepared', now + 24 * H, now + 26 * H)
    const res = await cancelRental(ctx(driver, { cancellation_minimal_delay: 3600 }), id)
    expect(res.record.status).toBe('cancelled')
    expect(await codeOf(cancelRental(ctx(driver), id))).toBe('400 RENTAL_ALREADY_CANCELLED')
  })

  it('switches geotracking only while in progress', async () => {
    const running = await f.rental(tenant, vehicle, driver, 'in_progress', now - H, now + H)
    const later = await f.rental(tenant, vehicle, driver, 'pending', now + 24 * H, now + 26 * H)
    expect((await setGeotracking(ctx(driver), running, true)).record.geotracking).toBe(1)
    expect((await setGeotracking(ctx(driver), running, false)).record.geotracking).toBe(0)
    expect(await codeOf(setGeotracking(ctx(driver), later, true))).toBe('400 RENTAL_NOT_IN_PROGRESS')
  })

  it('never lets two concurrent moves take the same slot', async () => {
    // The driver holds five rentals at once here: the holds cap is raised so only the slot is tried.
    const holdsAll = (userId: number): RentalChangeContext => ({ ...ctx(userId), settings: { ...ruleSettings(), max_overlapping_rentals: 10 } })
    const vehicles = await Promise.all([0, 1, 2, 3, 4].map(() => f.vehicle(tenant)))
    const results = await Promise.all(
      vehicles.map(async (v) => {
        const a = await f.rental(tenant, v, driver, 'pending', now + 24 * H, now + 26 * H)
        const b = await f.rental(tenant, v, stranger, 'pending', now + 30 * H, now + 32 * H)
        return Promise.allSettled([changeRentalTimes(holdsAll(driver), a, { end: now + 28 * H }), changeRentalTimes(holdsAll(stranger), b, { start: now + 27 * H })])
      }),
    )
    for (const pair of results) {
      expect(pair.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const failed = pair.find((r) => r.status === 'rejected') as PromiseRejectedResult
      expect((failed.reason as ApiError).code).toBe('VEHICLE_NOT_AVAILABLE')
    }
  })
})
