import { httpVehicleAccess } from '../../../server/vehicle-access/http-provider'
import { startFakeGateway, type FakeGateway } from '../../../server/vehicle-access/testing/fake-gateway'
import { createTestContext, type TestContext } from '../helpers'
import { testClock } from '../rentals/rental-helpers'
import { photographSides, refusal, tripRental } from './trip-helpers'

// The vehicle's box answers over HTTP (the FAKE gateway on 127.0.0.1) and refuses to lock, as a
// real one does with a door open: the trip must go on, and the driver be told what to do.
describe('ending a trip whose vehicle refuses to lock', () => {
  let ctx: TestContext
  let gateway: FakeGateway
  const clock = testClock()
  let token: string
  beforeAll(async () => {
    gateway = await startFakeGateway()
    const vehicleAccess = httpVehicleAccess({ baseUrl: gateway.url, token: gateway.token, timeoutMs: 1500 })
    ctx = await createTestContext({ config: { vehicleAccess: { url: gateway.url, token: gateway.token, timeoutMs: 1500 } }, adapters: { clock: clock.read, vehicleAccess } })
    token = await ctx.tokenFor('driver@demo.test')
  })
  afterAll(async () => {
    await ctx.close()
    await gateway.close()
  })

  it('keeps the trip in progress with the access instructions and the phone, then ends it once the box locks', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0, hours: 2 })
    // The return station where the gateway places its vehicles.
    await ctx.db.updateTable('stations').set({ latitude: 45.5, longitude: -73.56 }).where('id', '=', rental.stationId).execute()
    await photographSides(ctx, token, rental.id, 'start')
    expect((await ctx.post(`/api/user/rentals/${rental.id}/start`, {}, { token })).statusCode).toBe(200)
    await photographSides(ctx, token, rental.id, 'end')

    gateway.setMode('refuse')
    const refused = await ctx.post(`/api/user/rentals/${rental.id}/end`, {}, { token, lang: 'en' })
    expect(refused.statusCode).toBe(409)
    expect(refusal(refused)).toMatchObject({ code: 'VEHICLE_UNREACHABLE', reason: 'vehicle_refused', operator_phone: '+1 514 555 0199' })
    expect(refusal(refused).access_instructions).toEqual(expect.any(String))
    const row = await ctx.db.selectFrom('rentals').select(['status', 'ended_at']).where('id', '=', rental.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'in_progress', ended_at: null })
    expect(gateway.executed.filter((c) => c.type === 'lock')).toHaveLength(0)

    gateway.setMode('normal')
    const ended = await ctx.post(`/api/user/rentals/${rental.id}/end`, {}, { token })
    expect(ended.statusCode, ended.body).toBe(200)
    expect(gateway.executed.filter((c) => c.type === 'lock')).toHaveLength(1)
    expect((await ctx.db.selectFrom('rentals').select('status').where('id', '=', rental.id).executeTakeFirstOrThrow()).status).toBe('closed')
  })
})
