import { ExtensionQuoteResponseSchema, TripEndResponseSchema, TripStateResponseSchema } from '@contracts/trip'
import { ReceiptResponseSchema } from '@contracts/receipt'
import { RentalResponseSchema } from '@contracts/rental'
import { chargeRentals } from '../../../server/jobs/definitions/charge-rentals'
import { placeSimulatedVehicle } from '../../../server/vehicle-access/simulated'
import type { TestContext } from '../helpers'
import { iso } from '../rentals/rental-helpers'
import { HOUR, photographSides, refusal, tripContext, tripRental } from './trip-helpers'

describe('extending and ending a trip', () => {
  let ctx: TestContext
  let clock: { now: number }
  let token: string
  beforeAll(async () => {
    ;({ ctx, clock } = await tripContext())
    token = await ctx.tokenFor('driver@demo.test')
  })
  afterAll(() => ctx.close())

  /** A trip started through the API, so the vehicle's start is recorded. */
  async function startedTrip(hours = 2) {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0, hours })
    await photographSides(ctx, token, rental.id, 'start')
    const res = await ctx.post(`/api/user/rentals/${rental.id}/start`, {}, { token })
    if (res.statusCode !== 200) throw new Error(res.body)
    return rental
  }

  const quote = (id: number, end: number) => ctx.get(`/api/user/rentals/${id}/extension`, { token, query: { end_time: iso(end) } })

  it('quotes an extension with its price lines and the latest end before the next booking, then extends up to it', async () => {
    const rental = await startedTrip(2)
    await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 6, hours: 2, vehicleId: rental.vehicleId, driver: 'driver2@demo.test' })
    const latest = clock.now + 6 * HOUR - 15 * 60_000
    const within = ExtensionQuoteResponseSchema.parse((await quote(rental.id, clock.now + 4 * HOUR)).json()).extension
    expect(within).toMatchObject({ allowed: true, latest_end: iso(latest), latest_end_reason: 'next_booking', current_end: iso(clock.now + 2 * HOUR) })
    expect(within.added_total.value_cents).toBeGreaterThan(0)
    expect(within.added_total.value_cents).toBe(within.extended.total.value_cents - within.current.total.value_cents)
    expect(within.extended.lines.map((l) => l.kind)).toContain('included_distance')
    const past = ExtensionQuoteResponseSchema.parse((await quote(rental.id, clock.now + 8 * HOUR)).json()).extension
    expect(past).toMatchObject({ allowed: false, latest_end: iso(latest) })
    // Priced at the latest end, not at the end asked.
    expect(past.extended.total.value_cents).toBeGreaterThanOrEqual(within.extended.total.value_cents)
    // Nothing changed by a quote.
    expect((await ctx.db.selectFrom('rentals').select('reservation_end_time').where('id', '=', rental.id).executeTakeFirstOrThrow()).reservation_end_time).toBe(
      clock.now + 2 * HOUR,
    )
    expect((await ctx.get(`/api/user/rentals/${rental.id}/extension`, { token, query: { end_time: 'tomorrow' } })).statusCode).toBe(400)

    const tooFar = await ctx.put(`/api/user/rentals/${rental.id}`, { rental: { reservation_end_time: iso(latest + 60_000) } }, { token })
    expect(tooFar.statusCode).toBe(409)
    expect(refusal(tooFar)).toMatchObject({ code: 'EXTENSION_PAST_LATEST_END', reason: 'past_latest_end', latest_end: iso(latest) })
    const extended = await ctx.put(`/api/user/rentals/${rental.id}`, { rental: { reservation_end_time: iso(latest) } }, { token })
    expect(extended.statusCode).toBe(200)
    expect(RentalResponseSchema.parse(extended.json()).rental).toMatchObject({ status: 'in_progress', reservation_end_time: iso(latest) })
  })

  it('refuses the end away from the return station, then ends there with a summary, and the receipt after the charging job', async () => {
    const rental = await startedTrip(2)
    clock.now += HOUR
    token = await ctx.tokenFor('driver@demo.test')
    const noPhotos = await ctx.post(`/api/user/rentals/${rental.id}/end`, {}, { token })
    expect(refusal(noPhotos)).toMatchObject({ code: 'CONDITION_REPORT_MISSING', moment: 'end', missing_sides: ['front', 'back', 'left', 'right'] })
    await photographSides(ctx, token, rental.id, 'end')

    const station = await ctx.db.selectFrom('stations').select(['name', 'address', 'latitude', 'longitude']).where('id', '=', rental.stationId).executeTakeFirstOrThrow()
    // About 1.1 km north of the station.
    await placeSimulatedVehicle(ctx.db, { id: rental.vehicleId, tenantId: rental.tenantId }, { latitude: station.latitude + 0.01, longitude: station.longitude })
    const away = await ctx.post(`/api/user/rentals/${rental.id}/end`, {}, { token })
    expect(away.statusCode).toBe(409)
    const r = refusal(away)
    expect(r).toMatchObject({ code: 'NOT_AT_RETURN_STATION', reason: 'not_at_return_station', return_radius_m: 150, station: { name: station.name, address: station.address } })
    expect(r.distance_m).toBeGreaterThan(1000)
    expect(r.distance_m).toBeLessThan(1200)

    await placeSimulatedVehicle(ctx.db, { id: rental.vehicleId, tenantId: rental.tenantId }, { latitude: station.latitude + 0.0005, longitude: station.longitude })
    const res = await ctx.post(`/api/user/rentals/${rental.id}/end`, {}, { token })
    expect(res.statusCode).toBe(200)
    const body = TripEndResponseSchema.parse(res.json())
    expect(body.rental.status).toBe('closed')
    expect(body.command).toMatchObject({ command: 'lock', outcome: 'succeeded' })
    expect(body.summary).toMatchObject({ rental_id: rental.id, actual_end: iso(clock.now), ended_by: 'driver', note: null, distance_unit: 'km' })
    expect(body.summary.distance).toBeGreaterThan(0)
    expect(body.summary.energy_percent_end!).toBeLessThan(body.summary.energy_percent_start!)
    expect(body.summary.breakdown.lines.length).toBeGreaterThan(0)
    const row = await ctx.db.selectFrom('rentals').select(['status', 'ended_at', 'distance']).where('id', '=', rental.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'closed', ended_at: clock.now, distance: body.summary.distance })

    expect((await ctx.get(`/api/user/rentals/${rental.id}/receipt`, { token })).statusCode).toBe(404)
    await chargeRentals.run({}, ctx.jobContext())
    const receipt = ReceiptResponseSchema.parse((await ctx.get(`/api/user/rentals/${rental.id}/receipt`, { token })).json()).receipt
    expect(receipt.breakdown.total).toEqual(body.summary.breakdown.total)
    expect(receipt.distance).toBe(body.summary.distance)
    const state = TripStateResponseSchema.parse((await ctx.get(`/api/user/rentals/${rental.id}/trip`, { token })).json()).trip
    expect(state.summary?.breakdown.total).toEqual(body.summary.breakdown.total)
  })

  it('answers an end with an unreachable vehicle with the phone, the trip going on', async () => {
    const rental = await startedTrip(2)
    await photographSides(ctx, token, rental.id, 'end')
    await ctx.db.updateTable('vehicles').set({ access_simulation: 'unreachable' }).where('id', '=', rental.vehicleId).execute()
    const t0 = performance.now()
    const res = await ctx.post(`/api/user/rentals/${rental.id}/end`, {}, { token, lang: 'en' })
    expect(performance.now() - t0).toBeLessThan(4000)
    expect(refusal(res)).toMatchObject({ code: 'VEHICLE_UNREACHABLE', reason: 'vehicle_timeout', operator_phone: '+1 514 555 0199' })
    expect((res.json() as { errors: { detail: string }[] }).errors[0].detail).toBe('The vehicle does not answer. Follow the access instructions or call the operator.')
    expect((await ctx.db.selectFrom('rentals').select('status').where('id', '=', rental.id).executeTakeFirstOrThrow()).status).toBe('in_progress')
    await ctx.db.updateTable('vehicles').set({ access_simulation: 'normal' }).where('id', '=', rental.vehicleId).execute()
  })

  it('refuses an end before the trip started', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 1, hours: 2 })
    expect(refusal(await ctx.post(`/api/user/rentals/${rental.id}/end`, {}, { token }))).toMatchObject({ code: 'RENTAL_NOT_IN_PROGRESS', reason: 'not_in_progress' })
  })
})
