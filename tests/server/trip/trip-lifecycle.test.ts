import { TripStateResponseSchema } from '@contracts/trip'
import { rentalLifecycle } from '../../../server/jobs/definitions/rental-lifecycle'
import { placeSimulatedVehicle } from '../../../server/vehicle-access/simulated'
import type { TestContext } from '../helpers'
import { HOUR, photographSides, tripContext, tripRental } from './trip-helpers'

describe('the lifecycle job and trips left open', () => {
  let ctx: TestContext
  let clock: { now: number }
  beforeAll(async () => {
    ;({ ctx, clock } = await tripContext())
  })
  afterAll(() => ctx.close())

  async function startedTrip() {
    const token = await ctx.tokenFor('driver@demo.test')
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0, hours: 1 })
    await photographSides(ctx, token, rental.id, 'start')
    const res = await ctx.post(`/api/user/rentals/${rental.id}/start`, {}, { token })
    if (res.statusCode !== 200) throw new Error(res.body)
    return { rental, token }
  }
  const statusOf = async (id: number) => await ctx.db.selectFrom('rentals').select(['status', 'late_at', 'ended_at']).where('id', '=', id).executeTakeFirstOrThrow()

  it('flags a trip late past its end, and ends it after auto_end_after when its vehicle is locked at its station', async () => {
    const locked = await startedTrip()
    const open = await startedTrip()
    clock.now += 30 * 60_000
    const lockRes = await ctx.post(`/api/user/rentals/${locked.rental.id}/lock`, {}, { token: locked.token })
    expect(lockRes.statusCode).toBe(200)
    const lockedAt = clock.now
    const station = await ctx.db.selectFrom('stations').select(['latitude', 'longitude']).where('id', '=', locked.rental.stationId).executeTakeFirstOrThrow()
    await placeSimulatedVehicle(ctx.db, { id: locked.rental.vehicleId, tenantId: locked.rental.tenantId }, station)

    clock.now += 2 * HOUR
    await rentalLifecycle.run({}, ctx.jobContext())
    expect(await statusOf(locked.rental.id)).toMatchObject({ status: 'in_progress', late_at: clock.now })

    // The tenant's default: 6 hours past the end.
    clock.now += 5 * HOUR
    await rentalLifecycle.run({}, ctx.jobContext())
    expect(await statusOf(locked.rental.id)).toMatchObject({ status: 'closed', ended_at: lockedAt })
    // The other trip's vehicle is still unlocked: left for the operator.
    expect((await statusOf(open.rental.id)).status).toBe('in_progress')

    const token = await ctx.tokenFor('driver@demo.test')
    const state = TripStateResponseSchema.parse((await ctx.get(`/api/user/rentals/${locked.rental.id}/trip`, { token })).json()).trip
    expect(state.summary).toMatchObject({ ended_by: 'lifecycle' })
    expect(state.summary?.note).toContain('verrouillé à sa station de retour 6 h après')
    // Run again: nothing more happens.
    await rentalLifecycle.run({}, ctx.jobContext())
    expect(await statusOf(locked.rental.id)).toMatchObject({ status: 'closed', ended_at: lockedAt })
  })

  it("follows the tenant's auto_end_after, and leaves a vehicle locked away from its station", async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.auto_end_after = 3600
    })
    const away = await startedTrip()
    const home = await startedTrip()
    for (const t of [away, home]) expect((await ctx.post(`/api/user/rentals/${t.rental.id}/lock`, {}, { token: t.token })).statusCode).toBe(200)
    const station = await ctx.db.selectFrom('stations').select(['latitude', 'longitude']).where('id', '=', away.rental.stationId).executeTakeFirstOrThrow()
    await placeSimulatedVehicle(ctx.db, { id: away.rental.vehicleId, tenantId: away.rental.tenantId }, { latitude: station.latitude + 0.01, longitude: station.longitude })
    const homeStation = await ctx.db.selectFrom('stations').select(['latitude', 'longitude']).where('id', '=', home.rental.stationId).executeTakeFirstOrThrow()
    await placeSimulatedVehicle(ctx.db, { id: home.rental.vehicleId, tenantId: home.rental.tenantId }, homeStation)
    clock.now += 2 * HOUR + 60_000
    await rentalLifecycle.run({}, ctx.jobContext())
    expect((await statusOf(home.rental.id)).status).toBe('closed')
    expect((await statusOf(away.rental.id)).status).toBe('in_progress')
  })
})
