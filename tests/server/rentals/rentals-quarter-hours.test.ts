import { RentalResponseSchema, type Rental } from '@contracts/rental'
import { createTestContext, type TestContext } from '../helpers'
import { HOUR, insertRental, iso, setDelays, testClock } from './rental-helpers'

const MINUTE = 60_000
const clock = testClock()
let ctx: TestContext
let driver: string

beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read } })
  driver = await ctx.tokenFor('driver@demo.test')
  await setDelays(ctx, { reservation_start_time_modification_minimal_delay: 0, reservation_end_time_modification_minimal_delay: 0 })
})
afterAll(() => ctx.close())

const put = (id: number, rental: Record<string, string>) => ctx.put(`/api/user/rentals/${id}`, { rental }, { token: driver })
const timesOf = (rental: Rental) => [rental.reservation_start_time, rental.reservation_end_time]
/** The rental as the bookings list shows it. */
async function listed(id: number): Promise<string[]> {
  const res = await ctx.get('/api/rentals', { token: driver, query: { 'statuses[]': ['pending', 'prepared'], limit: '100' } })
  const rental = (res.json() as { rentals: Rental[] }).rentals.find((r) => r.id === id)
  return rental ? timesOf(rental) : []
}
const wrongParameter = (field: string) => ({ code: 'WRONG_PARAMETER', detail: expect.any(String), field })

/** Spec sections 5 and 9: the modify modal's pickers move in 15-minute steps, and so must new times. */
describe('PUT /api/user/rentals/{id}: new times on quarter hours', () => {
  it.each([
    ['a start at 09:07', { reservation_start_time: 40 * HOUR + 7 * MINUTE }, ['rental.reservation_start_time']],
    ['an end at 09:15:30', { reservation_end_time: 43 * HOUR + 15 * MINUTE + 30_000 }, ['rental.reservation_end_time']],
    ['both a millisecond off', { reservation_start_time: 40 * HOUR + 1, reservation_end_time: 43 * HOUR + 1 }, ['rental.reservation_start_time', 'rental.reservation_end_time']],
  ])('refuses %s with WRONG_PARAMETER naming each field, and the list keeps the booked times', async (_label, offsets, fields) => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'pending', startInHours: 30, hours: 2 })
    const booked = [iso(clock.now + 30 * HOUR), iso(clock.now + 32 * HOUR)]
    const res = await put(id, Object.fromEntries(Object.entries(offsets).map(([k, ms]) => [k, iso(clock.now + ms)])))
    expect([res.statusCode, res.json()]).toEqual([400, { errors: fields.map(wrongParameter) }])
    expect(await listed(id)).toEqual(booked)
  })

  it('moves to quarter hours, and the list shows them', async () => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'prepared', startInHours: 30, hours: 2 })
    const moved = [iso(clock.now + 40 * HOUR + 15 * MINUTE), iso(clock.now + 43 * HOUR + 45 * MINUTE)]
    const res = await put(id, { reservation_start_time: moved[0], reservation_end_time: moved[1] })
    expect(res.statusCode).toBe(200)
    expect(timesOf(RentalResponseSchema.parse(res.json()).rental)).toEqual(moved)
    expect(await listed(id)).toEqual(moved)
  })

  it('keeps the booked times of a rental made before the rule: only a moved bound must be on a quarter', async () => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'pending', startInHours: 50 + 7 / 60, hours: 2 })
    const bookedStart = iso(clock.now + 50 * HOUR + 7 * MINUTE)
    // The modify form sends only what moves; a client that repeats the booked start is no different.
    expect((await put(id, { reservation_end_time: iso(clock.now + 53 * HOUR) })).statusCode).toBe(200)
    expect((await put(id, { reservation_start_time: bookedStart, reservation_end_time: iso(clock.now + 54 * HOUR) })).statusCode).toBe(200)
    expect(await listed(id)).toEqual([bookedStart, iso(clock.now + 54 * HOUR)])
    const res = await put(id, { reservation_start_time: iso(clock.now + 50 * HOUR + 8 * MINUTE) })
    expect([res.statusCode, res.json()]).toEqual([400, { errors: [wrongParameter('rental.reservation_start_time')] }])
  })
})
