import { RentalResponseSchema } from '@contracts/rental'
import { issueToken } from '../../../server/auth/tokens'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { testClock } from '../rentals/rental-helpers'
import { demoTripFields, newMember, newVehicle, rentalWindow, stationId } from '../search/search-helpers'

/**
 * POST /user/rentals takes an Idempotency-Key header. A retry with the same key
 * (same member, same tenant) answers the rental the first call made, not 409; keys are stored in
 * the database (any process sees them) and expire after 24 hours.
 */
describe('POST /user/rentals with an Idempotency-Key', () => {
  const clock = testClock()
  let ctx: TestContext
  let gare: number
  let trip: Awaited<ReturnType<typeof demoTripFields>>

  beforeAll(async () => {
    ctx = await createTestContext({ adapters: { clock: clock.read } })
    gare = await stationId(ctx, 'Gare Centrale')
    trip = await demoTripFields(ctx)
  })
  afterAll(() => ctx.close())

  const book = (token: string, rental: Record<string, unknown>, key?: string) =>
    ctx.post('/api/user/rentals', { rental: { ...trip, ...rental } }, { token, headers: key === undefined ? {} : { 'idempotency-key': key } })
  const rentalCount = async (driverId: number) => (await ctx.db.selectFrom('rentals').select('id').where('driver_id', '=', driverId).execute()).length

  it('answers the same rental to a retry, instead of 409', async () => {
    const member = await newMember(ctx)
    const body = { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(400, 2) }
    const first = await book(member.token, body, 'attempt-1f0c')
    expect(first.statusCode).toBe(201)
    const again = await book(member.token, body, 'attempt-1f0c')
    expect(again.statusCode).toBe(201)
    expect(RentalResponseSchema.parse(again.json())).toEqual(RentalResponseSchema.parse(first.json()))
    expect(await rentalCount(member.id)).toBe(1)
    // Without the key, the same booking is a new attempt: the vehicle is taken.
    expect(errorCodes(await book(member.token, body))).toEqual(['VEHICLE_NOT_AVAILABLE'])
  })

  it('answers one rental to concurrent attempts with one key', async () => {
    const member = await newMember(ctx)
    const body = { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(410, 2) }
    const answers = await Promise.all([1, 2, 3, 4].map(() => book(member.token, body, 'burst-77')))
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201])
    expect(new Set(answers.map((a) => RentalResponseSchema.parse(a.json()).rental.id)).size).toBe(1)
    expect(await rentalCount(member.id)).toBe(1)
  })

  it("keeps keys apart per member: another member's same key books their own rental", async () => {
    const a = await newMember(ctx)
    const b = await newMember(ctx)
    const first = await book(a.token, { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(420, 2) }, 'shared-key')
    const second = await book(b.token, { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(420, 2) }, 'shared-key')
    expect([first.statusCode, second.statusCode]).toEqual([201, 201])
    expect(RentalResponseSchema.parse(second.json()).rental.driver_id).toBe(b.id)
  })

  it('refuses the key reused for a different booking (422), and a malformed key (400)', async () => {
    const member = await newMember(ctx)
    expect((await book(member.token, { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(430, 2) }, 'reused')).statusCode).toBe(201)
    const other = await book(member.token, { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(440, 2) }, 'reused')
    expect({ status: other.statusCode, codes: errorCodes(other) }).toEqual({ status: 422, codes: ['IDEMPOTENCY_KEY_REUSED'] })
    const malformed = await book(member.token, { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(450, 2) }, 'x'.repeat(300))
    expect({ status: malformed.statusCode, codes: errorCodes(malformed) }).toEqual({ status: 400, codes: ['bad_request'] })
  })

  it('forgets a key after 24 hours: the same key then starts a new booking', async () => {
    const member = await newMember(ctx)
    const first = await book(member.token, { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(460, 2) }, 'old-key')
    expect(first.statusCode).toBe(201)
    clock.now += 24 * 3600 * 1000 + 1000
    try {
      // Access tokens last an hour: the member signs in again the next day.
      const { token } = await issueToken(ctx.db, { tenantId: await ctx.tenantId('demo'), userId: member.id, clientId: 'frontoffice-web', now: clock.now })
      const later = await book(token, { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(470, 2) }, 'old-key')
      expect(later.statusCode).toBe(201)
      expect(RentalResponseSchema.parse(later.json()).rental.id).not.toBe(RentalResponseSchema.parse(first.json()).rental.id)
    } finally {
      clock.now -= 24 * 3600 * 1000 + 1000
    }
  })
})
