import type { CreateRentalBody } from '@contracts/rental'
import { createRental, type BookingContext } from './create-rental'
import { ENGINES } from '../../testing/test-database'
import { END as end, H, iso, NOW as now, START as start } from '../search/testing/clock'
import { testSettings } from '../search/testing/fixtures'
import { useStationNetwork } from '../search/testing/use-station-network'
import type { BookingSettings } from '../search/booking-settings'

describe.each(ENGINES)('createRental on %s', (engine) => {
  const demo = useStationNetwork(engine, 'booking')
  let label: number

  beforeAll(async () => {
    label = (await demo.db.insertInto('rental_labels').values({ tenant_id: demo.tenant, name: 'Work', aliases: '[]' }).returning('id').executeTakeFirstOrThrow()).id
  })

  const ctx = (memberId: number, settings: BookingSettings = testSettings(), step = 'driver_ok'): BookingContext => ({
    db: demo.db,
    tenantId: demo.tenant,
    settings,
    member: { id: memberId, workflow_next_step: step, validated: 1 },
    nowMs: now,
  })
  const body = (vehicleId: number, over: Partial<CreateRentalBody['rental']> = {}): CreateRentalBody => ({
    rental: { vehicle_id: vehicleId, reservation_start_time: iso(start), reservation_end_time: iso(end), ...over },
  })
  const codeOf = async (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: { code: string }) => e.code,
    )

  it('stores a pending rental with every field, its price and destination', async () => {
    const driver = await demo.f.user(demo.tenant)
    const vehicle = await demo.f.vehicle(demo.tenant, { station_id: demo.gare, category_id: demo.city })
    await demo.f.discount(demo.tenant, 'FIVE', 'fixed', 500, { max_uses: 3 })
    const id = await createRental(
      ctx(driver),
      body(vehicle, {
        driver_id: driver,
        end_station_id: demo.plateau,
        estimated_distance: 120,
        rental_label_id: label,
        discount_codes: ['five'],
        geotracking: true,
        carpooling: true,
        carpooling_destination: 'Sherbrooke',
        destination: { label: 'Client', formatted_address: '1 rue King, Sherbrooke', latitude: 45.4, longitude: -71.89 },
      }),
    )
    const row = await demo.db.selectFrom('rentals').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      tenant_id: demo.tenant,
      vehicle_id: vehicle,
      driver_id: driver,
      status: 'pending',
      start_station_id: demo.gare,
      end_station_id: demo.plateau,
      reservation_start_time: start,
      reservation_end_time: end,
      estimated_distance: 120,
      rental_label_id: label,
      discount_codes: '["FIVE"]',
      geotracking: 1,
      carpooling: 1,
      carpooling_destination: 'Sherbrooke',
      prediscount_price_cents: 3000 + 20 * 25,
      price_cents: 3000 + 20 * 25 - 500,
      currency: 'CAD',
    })
    const destination = await demo.db.selectFrom('destinations').selectAll().where('id', '=', row.destination_id!).executeTakeFirstOrThrow()
    expect(destination).toMatchObject({ label: 'Client', formatted_address: '1 rue King, Sherbrooke' })
    const code = await demo.db.selectFrom('discount_codes').select('uses').where('code', '=', 'FIVE').executeTakeFirstOrThrow()
    expect(code.uses).toBe(1)
  })

  it('refuses drivers who may not book, and a driver_id of someone else', async () => {
    const driver = await demo.f.user(demo.tenant)
    const vehicle = await demo.f.vehicle(demo.tenant, { station_id: demo.gare })
    expect(await codeOf(createRental(ctx(driver, testSettings(), 'driver_on_sms_form'), body(vehicle)))).toBe('forbidden')
    expect(await codeOf(createRental(ctx(driver, testSettings(), 'driver_blocked'), body(vehicle)))).toBe('account_blocked')
    expect(await codeOf(createRental(ctx(driver), body(vehicle, { driver_id: driver + 1000 })))).toBe('forbidden')
    expect(await codeOf(createRental(ctx(driver, testSettings(), 'driver_waiting_for_validation'), body(vehicle)))).toBe('ok')
  })

  it('refuses unknown or inconsistent ids and carpool mistakes with WRONG_PARAMETER', async () => {
    const driver = await demo.f.user(demo.tenant)
    const vehicle = await demo.f.vehicle(demo.tenant, { station_id: demo.gare })
    const noCarpool = testSettings({ features: { payment_card_required: false, carpooling: false, one_way: true, discount: true, privacy_usage: true } })
    const cases: [BookingContext, CreateRentalBody][] = [
      [ctx(driver), body(999_999)],
      [ctx(driver), body(vehicle, { start_station_id: demo.plateau })],
      [ctx(driver), body(vehicle, { end_station_id: 999_999 })],
      [ctx(driver), body(vehicle, { rental_label_id: 999_999 })],
      [ctx(driver), body(vehicle, { destination_id: 999_999 })],
      [ctx(driver), body(vehicle, { carpooling_destination: 'Laval' })],
      [ctx(driver, noCarpool), body(vehicle, { carpooling: true })],
    ]
    for (const [c, b] of cases) expect(await codeOf(createRental(c, b))).toBe('WRONG_PARAMETER')
  })

  it('says why a carpool destination without the carpool box is refused, in both languages (spec section 5)', async () => {
    const driver = await demo.f.user(demo.tenant)
    const vehicle = await demo.f.vehicle(demo.tenant, { station_id: demo.gare })
    const error = await createRental(ctx(driver), body(vehicle, { carpooling: false, carpooling_destination: 'Laval' })).then(
      () => null,
      (e: { code: string; field: string; detail: unknown }) => e,
    )
    expect(error).toMatchObject({ code: 'WRONG_PARAMETER', field: 'rental.carpooling_destination' })
    expect(error?.detail).toEqual({
      fr: expect.stringContaining('covoiturage') as string,
      en: expect.stringContaining('carpool') as string,
    })
  })

  it('re-checks dates, discount and driver rules', async () => {
    const driver = await demo.f.user(demo.tenant)
    const vehicle = await demo.f.vehicle(demo.tenant, { station_id: demo.gare })
    expect(await codeOf(createRental(ctx(driver), body(vehicle, { reservation_start_time: iso(now - 2 * H) })))).toBe('RENTAL_DATES_IN_PAST')
    expect(await codeOf(createRental(ctx(driver), body(vehicle, { reservation_end_time: iso(start + 60_000) })))).toBe('SEARCH_END_TIME_TOO_SHORT')
    expect(await codeOf(createRental(ctx(driver), body(vehicle, { discount_codes: ['NONE'] })))).toBe('INVALID_DISCOUNT_CODE')
    const cardRequired = testSettings({ features: { payment_card_required: true, carpooling: true, one_way: true, discount: true, privacy_usage: true } })
    expect(await codeOf(createRental(ctx(driver, cardRequired), body(vehicle)))).toBe('RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING')
  })

  it('refuses an overlap within the prepare delay, not a rental after it', async () => {
    const a = await demo.f.user(demo.tenant)
    const b = await demo.f.user(demo.tenant)
    const vehicle = await demo.f.vehicle(demo.tenant, { station_id: demo.gare })
    await createRental(ctx(a), body(vehicle))
    const tenMinutesAfter = end + 10 * 60_000
    expect(await codeOf(createRental(ctx(b), body(vehicle, { reservation_start_time: iso(tenMinutesAfter), reservation_end_time: iso(tenMinutesAfter + 2 * H) })))).toBe(
      'VEHICLE_NOT_AVAILABLE',
    )
    const afterDelay = end + 15 * 60_000
    expect(await codeOf(createRental(ctx(b), body(vehicle, { reservation_start_time: iso(afterDelay), reservation_end_time: iso(afterDelay + 2 * H) })))).toBe('ok')
  })

  it('gives exactly one rental to 50 concurrent bookings of one vehicle', async () => {
    const vehicle = await demo.f.vehicle(demo.tenant, { station_id: demo.gare })
    const drivers = await Promise.all(Array.from({ length: 50 }, () => demo.f.user(demo.tenant)))
    const outcomes = await Promise.all(drivers.map((d, i) => codeOf(createRental(ctx(d), body(vehicle, { reservation_end_time: iso(end + i * 15 * 60_000) })))))
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'VEHICLE_NOT_AVAILABLE')).toHaveLength(49)
    const rows = await demo.db.selectFrom('rentals').select('id').where('vehicle_id', '=', vehicle).execute()
    expect(rows).toHaveLength(1)
  })

  it('counts the last use of a discount code once under concurrency', async () => {
    await demo.f.discount(demo.tenant, 'LAST', 'percent', 50, { max_uses: 1 })
    const vehicles = await Promise.all(Array.from({ length: 10 }, () => demo.f.vehicle(demo.tenant, { station_id: demo.gare })))
    const drivers = await Promise.all(vehicles.map(() => demo.f.user(demo.tenant)))
    const outcomes = await Promise.all(vehicles.map((v, i) => codeOf(createRental(ctx(drivers[i]), body(v, { discount_codes: ['LAST'] })))))
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'DISCOUNT_CODE_MAX_LIMIT_REACHED')).toHaveLength(9)
  })

  it('holds max_active_rentals under concurrent bookings by one driver', async () => {
    const driver = await demo.f.user(demo.tenant)
    const vehicles = await Promise.all(Array.from({ length: 8 }, () => demo.f.vehicle(demo.tenant, { station_id: demo.gare })))
    const outcomes = await Promise.all(vehicles.map((v) => codeOf(createRental(ctx(driver, testSettings({ max_active_rentals: 3, max_overlapping_rentals: 10 })), body(v)))))
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(3)
    expect(outcomes.filter((o) => o === 'SEARCH_TOO_MANY_RESERVATIONS')).toHaveLength(5)
  })
})
