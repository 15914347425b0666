import fc from 'fast-check'
import { RENTAL_STATUSES } from '@contracts/rental'
import { findAvailableVehicles } from '../available-vehicles'
import { rng } from '../../../bench/random'
import { fixtures } from '../testing/fixtures'
import { availableInFleet } from './fleet-availability'
import { FleetIndex } from './fleet-index'
import { SHARED_DATABASES, type SharedDatabase } from './shared-databases'

const H = 3_600_000
const now = Date.UTC(2026, 5, 1, 12, 0)

const noFilters = { categories: [], options: [], gearsType: null, seatsCount: null }
const OPTIONS = ['gps', 'bluetooth', 'child_seat']

describe.each(SHARED_DATABASES)('FleetIndex on $name', ({ open }) => {
  let shared: SharedDatabase
  let index: FleetIndex
  let tenant: number
  let stations: number[]
  let categories: number[]
  let driver: number
  let vehicles: number[]

  beforeAll(async () => {
    shared = await open()
    const f = fixtures(shared.server.db)
    tenant = await f.tenant('fleet')
    const other = await f.tenant('elsewhere')
    stations = [await f.station(tenant, 'A', 45.5, -73.56), await f.station(tenant, 'B', 45.52, -73.58), await f.station(tenant, 'C', 45.53, -73.6)]
    categories = [await f.category(tenant, 'City'), await f.category(tenant, 'Van')]
    driver = await f.user(tenant)
    const r = rng(7)
    const rand = (n: number) => r.int(0, n - 1)
    vehicles = []
    for (let i = 0; i < 24; i++) {
      vehicles.push(
        await f.vehicle(tenant, {
          station_id: i % 7 === 6 ? null : stations[rand(3)],
          category_id: i % 5 === 4 ? null : categories[rand(2)],
          seats_count: [2, 4, 5, 7][rand(4)],
          gears_type: rand(2) ? 'manual' : 'automatic',
          options: JSON.stringify(OPTIONS.filter(() => rand(2))),
          active: i % 9 === 8 ? 0 : 1,
        }),
      )
    }
    // Another tenant's vehicle at a station id of this tenant's must never show.
    await f.vehicle(other, { station_id: stations[0] })
    // Dense calendars on whole hours, so that windows often just touch a rental (the boundaries).
    for (let i = 0; i < 400; i++) {
      const start = now + (rand(24 * 14) - 24) * H
      await f.rental(tenant, vehicles[rand(vehicles.length)], driver, start, start + (1 + rand(12)) * H, { status: RENTAL_STATUSES[rand(RENTAL_STATUSES.length)] })
    }
    index = new FleetIndex(shared.server.db)
  })
  afterAll(() => shared.close())

  const search = fc.record({
    stationRanks: fc.uniqueArray(fc.constantFrom(0, 1, 2), { minLength: 1, maxLength: 3 }),
    startHours: fc.integer({ min: 0, max: 24 * 12 }),
    hours: fc.integer({ min: 1, max: 72 }),
    prepareMinutes: fc.constantFrom(0, 15, 60),
    categories: fc.subarray([0, 1]),
    options: fc.subarray(OPTIONS, { maxLength: 2 }),
    gearsType: fc.constantFrom(null, 'manual', 'automatic'),
    seatsCount: fc.constantFrom(null, 4, 7),
    page: fc.integer({ min: 1, max: 3 }),
    limit: fc.integer({ min: 1, max: 10 }),
  })

  it('answers every search exactly as the SQL engine does', async () => {
    await fc.assert(
      fc.asyncProperty(search, async (s) => {
        const ranks = s.stationRanks.map((i) => stations[i])
        const filters = { categories: s.categories.map((i) => categories[i]), options: s.options, gearsType: s.gearsType, seatsCount: s.seatsCount }
        const window = { startMs: now + s.startHours * H, endMs: now + (s.startHours + s.hours) * H, prepareDelayMs: s.prepareMinutes * 60_000 }
        const sql = await findAvailableVehicles(shared.server.db, tenant, ranks, filters, window, s.page, s.limit)
        const fleet = availableInFleet(await index.current(tenant, now), ranks, filters, window, s.page, s.limit)
        expect(fleet.rows.map((v) => v.id)).toEqual(sql.rows.map((v) => v.id))
        expect(fleet.total).toBe(sql.total)
      }),
      { numRuns: 200, seed: 20261126 },
    )
  })

  const freeAt = async (vehicle: number, startMs: number, hours = 2) => {
    const fleet = await index.current(tenant, now)
    const station = fleet.vehicles.get(vehicle)?.stationId
    if (station == null) return false
    const { rows } = availableInFleet(fleet, [station], noFilters, { startMs, endMs: startMs + hours * H, prepareDelayMs: 0 }, 1, 100)
    return rows.some((v) => v.id === vehicle)
  }

  it('sees at the next search what another connection commits: a booking, its cancellation, its removal', async () => {
    const other = fixtures(shared.other.db)
    const vehicle = await other.vehicle(tenant, { station_id: stations[1] })
    const start = now + 400 * H
    expect(await freeAt(vehicle, start)).toBe(true)
    const rental = await other.rental(tenant, vehicle, driver, start, start + 3 * H, { status: 'pending' })
    expect(await freeAt(vehicle, start)).toBe(false)
    expect(await freeAt(vehicle, start + 3 * H)).toBe(true)
    await shared.other.db
      .updateTable('rentals')
      .set({ reservation_start_time: start + 5 * H, reservation_end_time: start + 6 * H })
      .where('id', '=', rental)
      .execute()
    expect(await freeAt(vehicle, start)).toBe(true)
    expect(await freeAt(vehicle, start + 5 * H)).toBe(false)
    await shared.other.db.updateTable('rentals').set({ status: 'cancelled' }).where('id', '=', rental).execute()
    expect(await freeAt(vehicle, start + 5 * H)).toBe(true)
    await shared.other.db.updateTable('rentals').set({ status: 'pending' }).where('id', '=', rental).execute()
    expect(await freeAt(vehicle, start + 5 * H)).toBe(false)
    await shared.other.db.deleteFrom('rentals').where('id', '=', rental).execute()
    expect(await freeAt(vehicle, start + 5 * H)).toBe(true)
  })

  it('follows a vehicle moved to another station, withdrawn, described anew, and deleted', async () => {
    const other = fixtures(shared.other.db)
    const vehicle = await other.vehicle(tenant, { station_id: stations[0], model: 'Zoe' })
    const start = now + 500 * H
    const at = async (station: number) => {
      const { rows } = availableInFleet(await index.current(tenant, now), [station], noFilters, { startMs: start, endMs: start + H, prepareDelayMs: 0 }, 1, 100)
      return rows.some((v) => v.id === vehicle)
    }
    expect([await at(stations[0]), await at(stations[2])]).toEqual([true, false])
    await shared.other.db.updateTable('vehicles').set({ station_id: stations[2], model: 'Megane' }).where('id', '=', vehicle).execute()
    expect([await at(stations[0]), await at(stations[2])]).toEqual([false, true])
    expect((await index.current(tenant, now)).vehicles.get(vehicle)?.vehicle.model).toBe('Megane')
    await shared.other.db.updateTable('vehicles').set({ active: 0 }).where('id', '=', vehicle).execute()
    expect(await at(stations[2])).toBe(false)
    await shared.other.db.deleteFrom('vehicles').where('id', '=', vehicle).execute()
    expect((await index.current(tenant, now)).vehicles.has(vehicle)).toBe(false)
  })

  it('shares one read of the feed among searches that arrive together, each still seeing earlier commits', async () => {
    const other = fixtures(shared.other.db)
    const vehicle = await other.vehicle(tenant, { station_id: stations[2] })
    const start = now + 600 * H
    await other.rental(tenant, vehicle, driver, start, start + H, { status: 'prepared' })
    const answers = await Promise.all(Array.from({ length: 20 }, () => freeAt(vehicle, start)))
    expect(answers.every((free) => !free)).toBe(true)
  })

  it('sees the writes of its own process at once and those of others within the lag it is given', async () => {
    let clock = Date.now()
    const lagging = new FleetIndex(shared.server.db, { writes: shared.server.writes, maxLagMs: 60_000, clock: () => clock })
    const vehicle = await fixtures(shared.server.db).vehicle(tenant, { station_id: stations[0] })
    const start = now + 700 * H
    const free = async () => {
      const { rows } = availableInFleet(await lagging.current(tenant, now), [stations[0]], noFilters, { startMs: start, endMs: start + H, prepareDelayMs: 0 }, 1, 100)
      return rows.some((v) => v.id === vehicle)
    }
    expect(await free()).toBe(true)
    await fixtures(shared.other.db).rental(tenant, vehicle, driver, start, start + H, { status: 'pending' })
    expect(await free()).toBe(true)
    clock += 60_000
    expect(await free()).toBe(false)
    await shared.server.db.updateTable('rentals').set({ status: 'cancelled' }).where('vehicle_id', '=', vehicle).execute()
    expect(await free()).toBe(true)
    await shared.server.db.transaction().execute((trx) => trx.updateTable('rentals').set({ status: 'pending' }).where('vehicle_id', '=', vehicle).execute())
    expect(await free()).toBe(false)
  })
})
