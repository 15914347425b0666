import { RENTAL_STATUSES, RentalResponseSchema, END_MODIFIABLE_STATUSES, START_MODIFIABLE_STATUSES, CANCEL_ELIGIBLE_STATUSES } from '@contracts/rental'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { HOUR, insertRental, iso, setDelays, testClock } from './rental-helpers'

const clock = testClock()
let ctx: TestContext
let driver: string
let driver2: string
let leaving: string

const ZERO = { reservation_start_time_modification_minimal_delay: 0, reservation_end_time_modification_minimal_delay: 0, cancellation_minimal_delay: 0 }

beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read } })
  driver = await ctx.tokenFor('driver@demo.test')
  driver2 = await ctx.tokenFor('driver2@demo.test')
  leaving = await ctx.tokenFor('leaving@demo.test')
  // The demo driver holds many rentals at once across these tests: the holds cap (tried in
  // tests/server/security/moved-booking-holds.test.ts) is raised so that only the change rules are.
  await ctx.updateTenantSettings('demo', (s) => {
    s.max_overlapping_rentals = 50
  })
})
afterAll(() => ctx.close())
beforeEach(async () => {
  await setDelays(ctx, ZERO)
})

const put = (id: number, rental: Record<string, unknown>, token = driver) => ctx.put(`/api/user/rentals/${id}`, { rental }, { token })
const cancel = (id: number, token = driver) => ctx.del(`/api/user/rentals/${id}`, { token })
const rentalOf = (res: Awaited<ReturnType<typeof put>>) => RentalResponseSchema.parse(res.json()).rental
const expectError = (res: Awaited<ReturnType<typeof put>>, status: number, code: string) => {
  expect({ status: res.statusCode, codes: errorCodes(res) }).toEqual({ status, codes: [code] })
}

describe('PUT /api/user/rentals/{id}: new times', () => {
  it('moves an upcoming rental, answers it with the new times and a recomputed price', async () => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'pending', startInHours: 30, hours: 2 })
    const start = clock.now + 31 * HOUR
    const res = await put(id, { reservation_start_time: iso(start), reservation_end_time: iso(start + 5 * HOUR) })
    expect(res.statusCode).toBe(200)
    const rental = rentalOf(res)
    expect([rental.reservation_start_time, rental.reservation_end_time]).toEqual([iso(start), iso(start + 5 * HOUR)])
    // The category's hourly rate over five hours, no longer the 10.00 it was booked at.
    expect(rental.price?.value_cents).not.toBe(1000)
    expect(rental.price?.value_cents).toBeGreaterThan(0)
  })

  describe.each([
    ['-1: the section 9 default of 1 s, allowed far ahead (DECISIONS.md)', -1, 1000, null],
    ['0: always, even 10 minutes before', 0, 1 / 6, null],
    ['1 h: allowed 2 h before', 3600, 2, null],
    ['1 h: refused 30 minutes before', 3600, 0.5, 'RENTAL_MODIFICATION_DELAY_TOO_SHORT'],
  ])('start modification delay %s', (_label, delay, startInHours, code) => {
    it(code ? `refuses with ${code}` : 'allows the change', async () => {
      await setDelays(ctx, { reservation_start_time_modification_minimal_delay: delay })
      const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'prepared', startInHours, hours: 2 })
      const res = await put(id, { reservation_start_time: iso(clock.now + (startInHours + 1) * HOUR) })
      if (code) expectError(res, 400, code)
      else expect(res.statusCode).toBe(200)
    })
  })

  describe.each([
    ['-1: the section 9 default of 1 s, allowed 3 h before the end', -1, 3, null],
    ['0: always, even 5 minutes before the end', 0, 1 / 12, null],
    ['1 h: allowed 2 h before the end', 3600, 2, null],
    ['1 h: refused 30 minutes before the end', 3600, 0.5, 'RENTAL_MODIFICATION_DELAY_TOO_SHORT'],
  ])('end modification delay %s (rental in progress)', (_label, delay, endInHours, code) => {
    it(code ? `refuses with ${code}` : 'allows the change', async () => {
      await setDelays(ctx, { reservation_end_time_modification_minimal_delay: delay })
      const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'in_progress', startInHours: -1, hours: 1 + endInHours })
      const res = await put(id, { reservation_end_time: iso(clock.now + (endInHours + 1) * HOUR) })
      if (code) expectError(res, 400, code)
      else expect(res.statusCode).toBe(200)
    })
  })

  it.each(RENTAL_STATUSES.map((s) => [s, START_MODIFIABLE_STATUSES.includes(s)] as const))('a new start for a %s rental is allowed: %s', async (status, allowed) => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status, startInHours: 30, hours: 2 })
    const res = await put(id, { reservation_start_time: iso(clock.now + 29 * HOUR) })
    if (allowed) expect(res.statusCode).toBe(200)
    else expectError(res, 400, 'RENTAL_STATUS_NOT_MODIFIABLE')
  })

  it.each(RENTAL_STATUSES.map((s) => [s, END_MODIFIABLE_STATUSES.includes(s)] as const))('a new end for a %s rental is allowed: %s', async (status, allowed) => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status, startInHours: 30, hours: 2 })
    const res = await put(id, { reservation_end_time: iso(clock.now + 33 * HOUR) })
    if (allowed) expect(res.statusCode).toBe(200)
    else expectError(res, 400, 'RENTAL_STATUS_NOT_MODIFIABLE')
  })

  it('never creates a double booking: a move onto another rental, prepare delay included, is 409', async () => {
    const mine = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'pending', startInHours: 40, hours: 2 })
    await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'prepared', startInHours: 45, hours: 2, vehicleId: mine.vehicleId })
    // The demo tenant keeps 15 minutes between rentals.
    expectError(await put(mine.id, { reservation_end_time: iso(clock.now + 44.9 * HOUR) }), 409, 'VEHICLE_NOT_AVAILABLE')
    expectError(await put(mine.id, { reservation_start_time: iso(clock.now + 46 * HOUR), reservation_end_time: iso(clock.now + 48 * HOUR) }), 409, 'VEHICLE_NOT_AVAILABLE')
    expect((await put(mine.id, { reservation_end_time: iso(clock.now + 44.5 * HOUR) })).statusCode).toBe(200)
  })

  it.each([
    ['a start in the past', { reservation_start_time: -2 }, 'RENTAL_DATES_IN_PAST'],
    ['an end before the start', { reservation_start_time: 50, reservation_end_time: 49 }, 'START_DATE_AFTER_END_DATE'],
    ['30 minutes (the demo minimum is 1 h)', { reservation_start_time: 50, reservation_end_time: 50.5 }, 'SEARCH_END_TIME_TOO_SHORT'],
    ['15 days (the demo maximum is 14)', { reservation_start_time: 50, reservation_end_time: 50 + 15 * 24 }, 'SEARCH_END_TIME_TOO_LONG'],
    ['a start 100 days ahead (the demo maximum is 90)', { reservation_start_time: 100 * 24, reservation_end_time: 100 * 24 + 2 }, 'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE'],
  ])('refuses %s', async (_label, hours, code) => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'pending', startInHours: 60, hours: 2 })
    const body = Object.fromEntries(Object.entries(hours).map(([k, h]) => [k, iso(clock.now + h * HOUR)]))
    expectError(await put(id, body), 400, code)
  })

  it('answers 400 for an empty change or a body mixing times and geotracking', async () => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'pending', startInHours: 60, hours: 2 })
    expect((await put(id, {})).statusCode).toBe(400)
    expect((await put(id, { geotracking: true, reservation_end_time: iso(clock.now + 70 * HOUR) })).statusCode).toBe(400)
  })

  it('lets only the driver change: a passenger gets 403, another member 404 (not theirs to know of)', async () => {
    const { id } = await insertRental(ctx, clock.now, {
      driver: 'driver2@demo.test',
      status: 'pending',
      startInHours: 60,
      hours: 2,
      carpooling: true,
      passengers: ['driver@demo.test'],
    })
    expectError(await put(id, { reservation_end_time: iso(clock.now + 63 * HOUR) }, driver), 403, 'forbidden')
    expectError(await put(id, { reservation_end_time: iso(clock.now + 63 * HOUR) }, leaving), 404, 'not_found')
    expect((await put(id, { reservation_end_time: iso(clock.now + 63 * HOUR) }, driver2)).statusCode).toBe(200)
  })
})

describe('PUT /api/user/rentals/{id}: geotracking', () => {
  it('switches on and off while in progress, by the driver only', async () => {
    const { id } = await insertRental(ctx, clock.now, {
      driver: 'driver@demo.test',
      status: 'in_progress',
      startInHours: -1,
      hours: 3,
      carpooling: true,
      passengers: ['driver2@demo.test'],
    })
    expect(rentalOf(await put(id, { geotracking: true })).geotracking).toBe(true)
    expect(rentalOf(await put(id, { geotracking: false })).geotracking).toBe(false)
    expectError(await put(id, { geotracking: true }, driver2), 403, 'forbidden')
    expectError(await put(id, { geotracking: true }, leaving), 404, 'not_found')
  })

  it.each(RENTAL_STATUSES.filter((s) => s !== 'in_progress'))('refuses a %s rental with RENTAL_NOT_IN_PROGRESS', async (status) => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status, startInHours: -1, hours: 3 })
    expectError(await put(id, { geotracking: true }), 400, 'RENTAL_NOT_IN_PROGRESS')
  })
})

describe('DELETE /api/user/rentals/{id}: cancellation', () => {
  it('cancels, keeps the rental, then answers RENTAL_ALREADY_CANCELLED', async () => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'prepared', startInHours: 30, hours: 2 })
    const res = await cancel(id)
    expect(res.statusCode).toBe(200)
    expect(rentalOf(res).status).toBe('cancelled')
    expect(rentalOf(await ctx.get(`/api/user/rentals/${id}`, { token: driver })).status).toBe('cancelled')
    expectError(await cancel(id), 400, 'RENTAL_ALREADY_CANCELLED')
  })

  it('frees the vehicle: another rental may then take the slot', async () => {
    const first = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'pending', startInHours: 80, hours: 2 })
    const second = await insertRental(ctx, clock.now, { driver: 'driver2@demo.test', status: 'pending', startInHours: 90, hours: 2, vehicleId: first.vehicleId })
    expectError(await put(second.id, { reservation_start_time: iso(clock.now + 80 * HOUR) }, driver2), 409, 'VEHICLE_NOT_AVAILABLE')
    expect((await cancel(first.id)).statusCode).toBe(200)
    expect((await put(second.id, { reservation_start_time: iso(clock.now + 80 * HOUR) }, driver2)).statusCode).toBe(200)
  })

  describe.each([
    ['-1: the section 9 default of 1 s, allowed far ahead', -1, 1000, null],
    ['-1: the section 9 default of 1 s, allowed one minute before', -1, 1 / 60, null],
    ['0: always, one minute before', 0, 1 / 60, null],
    ['2 h: allowed 3 h before', 7200, 3, null],
    ['2 h: refused 1 h before', 7200, 1, 'RENTAL_CANCELLATION_DELAY_TOO_SHORT'],
  ])('cancellation delay %s', (_label, delay, startInHours, code) => {
    it(code ? `refuses with ${code}` : 'cancels', async () => {
      await setDelays(ctx, { cancellation_minimal_delay: delay })
      const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'pending', startInHours, hours: 2 })
      const res = await cancel(id)
      if (code) expectError(res, 400, code)
      else expect(res.statusCode).toBe(200)
    })
  })

  it.each(RENTAL_STATUSES.filter((s) => s !== 'cancelled').map((s) => [s, CANCEL_ELIGIBLE_STATUSES.includes(s)] as const))(
    'a %s rental may be cancelled: %s',
    async (status, allowed) => {
      const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status, startInHours: 30, hours: 2 })
      const res = await cancel(id)
      if (allowed) expect(res.statusCode).toBe(200)
      else expectError(res, 400, 'RENTAL_STATUS_NOT_MODIFIABLE')
    },
  )

  it('lets only the driver cancel: a passenger gets 403, another member 404 (not theirs to know of)', async () => {
    const { id } = await insertRental(ctx, clock.now, {
      driver: 'driver2@demo.test',
      status: 'pending',
      startInHours: 30,
      hours: 2,
      carpooling: true,
      passengers: ['driver@demo.test'],
    })
    expectError(await cancel(id, driver), 403, 'forbidden')
    expectError(await cancel(id, leaving), 404, 'not_found')
  })

  it('tells the driver until when each change is allowed, from the stored delays', async () => {
    await setDelays(ctx, { reservation_start_time_modification_minimal_delay: 3600, cancellation_minimal_delay: 7200, reservation_end_time_modification_minimal_delay: -1 })
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'pending', startInHours: 10, hours: 2 })
    const { actions } = rentalOf(await ctx.get(`/api/user/rentals/${id}`, { token: driver }))
    expect(actions).toEqual({
      modify_start: { allowed: true, until: iso(clock.now + 9 * HOUR) },
      modify_end: { allowed: true, until: iso(clock.now + 12 * HOUR - 1000) },
      cancel: { allowed: true, until: iso(clock.now + 8 * HOUR) },
      geotracking: { allowed: false },
    })
    // The stored -1 is the 1 s default on both sides: the server's actions and GET /tenant agree.
    expect((await ctx.get('/api/tenant')).json().tenant.delays.reservation_end_time_modification_minimal_delay).toBe(1)
  })
})
