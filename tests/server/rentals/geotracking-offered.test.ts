import { RentalResponseSchema } from '@contracts/rental'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { patchTenantSettings } from '../registration/registration-helpers'
import { demoTripFields, newMember, newVehicle, rentalWindow, stationId } from '../search/search-helpers'
import { insertRental, testClock } from './rental-helpers'

/** A tenant with privacy_usage off offers no geotracking switch, on any call. */
const clock = testClock()
let ctx: TestContext
let driver: string

const setPrivacyUsage = (on: boolean) => patchTenantSettings(ctx, 'demo', (s) => ({ ...s, features: { ...(s.features as object), privacy_usage: on } }))

beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: clock.read } })
  driver = await ctx.tokenFor('driver@demo.test')
})
afterAll(() => ctx.close())
afterEach(() => setPrivacyUsage(true))

describe('privacy_usage off', () => {
  it('refuses PUT geotracking with 403 GEOTRACKING_NOT_OFFERED, in the request language, and offers no switch', async () => {
    const { id } = await insertRental(ctx, clock.now, { driver: 'driver@demo.test', status: 'in_progress', startInHours: -1, hours: 3 })
    const before = RentalResponseSchema.parse((await ctx.get(`/api/user/rentals/${id}`, { token: driver })).json()).rental
    expect(before.actions?.geotracking.allowed).toBe(true)

    await setPrivacyUsage(false)
    const res = await ctx.put(`/api/user/rentals/${id}`, { rental: { geotracking: true } }, { token: driver, headers: { 'accept-language': 'en' } })
    expect(res.statusCode).toBe(403)
    expect(errorCodes(res)).toEqual(['GEOTRACKING_NOT_OFFERED'])
    expect((res.json() as { errors: { detail: string }[] }).errors[0].detail).toMatch(/not offered/)
    const row = await ctx.db.selectFrom('rentals').select('geotracking').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.geotracking).toBe(0)
    const after = RentalResponseSchema.parse((await ctx.get(`/api/user/rentals/${id}`, { token: driver })).json()).rental
    expect(after.actions?.geotracking.allowed).toBe(false)
  })

  it('refuses a booking asking for geotracking, and takes one that does not', async () => {
    const member = await newMember(ctx)
    const gare = await stationId(ctx, 'Gare Centrale')
    await setPrivacyUsage(false)
    const asking = await ctx.post(
      '/api/user/rentals',
      { rental: { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(30, 2), ...(await demoTripFields(ctx)), geotracking: true } },
      { token: member.token },
    )
    expect({ status: asking.statusCode, codes: errorCodes(asking) }).toEqual({ status: 403, codes: ['GEOTRACKING_NOT_OFFERED'] })
    const plain = await ctx.post(
      '/api/user/rentals',
      { rental: { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(34, 2), ...(await demoTripFields(ctx)), geotracking: false } },
      { token: member.token },
    )
    expect(plain.statusCode).toBe(201)
  })
})
