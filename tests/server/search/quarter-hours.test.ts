import { CarpoolSearchResponseSchema, RentalResponseSchema, type Rental } from '@contracts/rental'
import { VehicleSearchResponseSchema } from '@contracts/vehicle'
import { createTestContext, type TestContext } from '../helpers'
import { HOUR, newMember, newVehicle, stationId } from './search-helpers'

const MINUTE = 60_000
const iso = (ms: number) => new Date(ms).toISOString()
/** The same instant written with a +05:45 offset (Kathmandu): the offset a client writes does not matter. */
const isoAt0545 = (ms: number) => new Date(ms + 345 * MINUTE).toISOString().replace('Z', '+05:45')

/**
 * Spec sections 5 and 9: the date-time pickers move in 15-minute steps. Search, booking (and the
 * modification of a booking, tests/server/rentals/rentals-quarter-hours.test.ts) refuse any other
 * minute, second or millisecond with WRONG_PARAMETER naming the field (section 8); the carpool
 * search, whose times only bound a filter, reads them as given.
 */
describe('rental times on quarter hours', () => {
  let ctx: TestContext
  let gare: number
  // A whole hour 30 hours ahead, and the same plus 7 minutes, 30 seconds or 1 millisecond.
  const start = Math.ceil(Date.now() / HOUR) * HOUR + 30 * HOUR
  const end = start + 3 * HOUR

  beforeAll(async () => {
    ctx = await createTestContext()
    gare = await stationId(ctx, 'Gare Centrale')
  })
  afterAll(() => ctx.close())

  const wrongParameter = (field: string) => ({ code: 'WRONG_PARAMETER', detail: expect.any(String), field })

  describe('POST /vehicles/search', () => {
    const search = async (start_time: string, end_time: string, lang?: string) =>
      ctx.post('/api/vehicles/search', { search: { start_station_id: gare, start_time, end_time } }, { token: await ctx.guestToken(), lang })

    it.each([
      ['09:07 (minutes)', iso(start + 7 * MINUTE), iso(end), ['search.start_time']],
      ['09:15:30 (seconds)', iso(start + 15 * MINUTE), iso(end + 30_000), ['search.end_time']],
      ['a millisecond off, both times', iso(start + 1), iso(end + 1), ['search.start_time', 'search.end_time']],
    ])('refuses %s with WRONG_PARAMETER naming each field', async (_label, startTime, endTime, fields) => {
      const res = await search(startTime, endTime)
      expect([res.statusCode, res.json()]).toEqual([400, { errors: fields.map(wrongParameter) }])
    })

    it('says so in the language of the request', async () => {
      const fr = await search(iso(start + 7 * MINUTE), iso(end), 'fr')
      const en = await search(iso(start + 7 * MINUTE), iso(end), 'en')
      expect([fr.json().errors[0].detail, en.json().errors[0].detail]).toEqual(['Un paramètre de recherche est invalide.', 'A search parameter is invalid.'])
    })

    it('accepts quarter hours, whatever the offset they are written with', async () => {
      for (const [s, e] of [
        [iso(start + 15 * MINUTE), iso(end + 45 * MINUTE)],
        [isoAt0545(start + 30 * MINUTE), isoAt0545(end)],
      ]) {
        const res = await search(s, e)
        expect(res.statusCode).toBe(200)
        expect(VehicleSearchResponseSchema.parse(res.json()).total).toBeGreaterThan(0)
      }
    })
  })

  describe('POST /user/rentals', () => {
    const book = (token: string, vehicle: number, reservation_start_time: string, reservation_end_time: string) =>
      ctx.post('/api/user/rentals', { rental: { vehicle_id: vehicle, reservation_start_time, reservation_end_time } }, { token })

    it.each([
      ['09:07 (minutes)', iso(start + 7 * MINUTE), iso(end), ['rental.reservation_start_time']],
      ['09:15:30 (seconds)', iso(start), iso(end + 15 * MINUTE + 30_000), ['rental.reservation_end_time']],
      ['a millisecond off, both times', iso(start + 1), iso(end - 1), ['rental.reservation_start_time', 'rental.reservation_end_time']],
    ])('refuses %s with WRONG_PARAMETER naming each field, and books nothing', async (_label, startTime, endTime, fields) => {
      const member = await newMember(ctx)
      const vehicle = await newVehicle(ctx, gare)
      const res = await book(member.token, vehicle, startTime, endTime)
      expect([res.statusCode, res.json()]).toEqual([400, { errors: fields.map(wrongParameter) }])
      expect(await ctx.db.selectFrom('rentals').select('id').where('vehicle_id', '=', vehicle).execute()).toEqual([])
    })

    it('books quarter hours and lists them as booked', async () => {
      const member = await newMember(ctx)
      const vehicle = await newVehicle(ctx, gare)
      const res = await book(member.token, vehicle, isoAt0545(start + 15 * MINUTE), iso(end + 45 * MINUTE))
      expect(res.statusCode).toBe(201)
      const rental = RentalResponseSchema.parse(res.json()).rental
      expect([rental.reservation_start_time, rental.reservation_end_time]).toEqual([iso(start + 15 * MINUTE), iso(end + 45 * MINUTE)])
      const list = await ctx.get('/api/rentals', { token: member.token, query: { 'statuses[]': 'pending' } })
      expect((list.json() as { rentals: Rental[] }).rentals.map((r) => [r.reservation_start_time, r.reservation_end_time])).toEqual([
        [iso(start + 15 * MINUTE), iso(end + 45 * MINUTE)],
      ])
    })
  })

  describe('POST /carpooling_rentals/search', () => {
    it('reads off-quarter bounds as given: they filter offers, no rental is made of them', async () => {
      const driver = await newMember(ctx)
      const offered = await ctx.post(
        '/api/user/rentals',
        { rental: { vehicle_id: await newVehicle(ctx, gare), reservation_start_time: iso(start), reservation_end_time: iso(end), carpooling: true } },
        { token: driver.token },
      )
      expect(offered.statusCode).toBe(201)
      const id = RentalResponseSchema.parse(offered.json()).rental.id
      const seeker = await newMember(ctx)
      const offers = async (start_time: string, end_time: string) => {
        const res = await ctx.post('/api/carpooling_rentals/search', { search: { start_station_id: gare, start_time, end_time } }, { token: seeker.token })
        expect(res.statusCode).toBe(200)
        return CarpoolSearchResponseSchema.parse(res.json()).results.map((r) => r.id)
      }
      expect(await offers(iso(start - 7 * MINUTE), iso(start + 30_000))).toContain(id)
      expect(await offers(iso(start + 1), iso(end))).not.toContain(id)
    })
  })
})
