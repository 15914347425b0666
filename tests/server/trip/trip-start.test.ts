import { TripStartResponseSchema, TripStateResponseSchema, VehicleCommandResponseSchema } from '@contracts/trip'
import type { TestContext } from '../helpers'
import { HOUR, photographSides, refusal, tripContext, tripRental } from './trip-helpers'

describe('starting a trip, unlocking and locking', () => {
  let ctx: TestContext
  let clock: { now: number }
  let token: string
  beforeAll(async () => {
    ;({ ctx, clock } = await tripContext({ timeoutMs: 1500 }))
    token = await ctx.tokenFor('driver@demo.test')
  })
  afterAll(() => ctx.close())

  const start = (id: number, headers: Record<string, string> = {}) => ctx.post(`/api/user/rentals/${id}/start`, {}, { token, headers })

  it('refuses a start a week early, with the window', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 24 * 7, hours: 2 })
    await photographSides(ctx, token, rental.id, 'start')
    const res = await start(rental.id)
    expect(res.statusCode).toBe(409)
    const r = refusal(res)
    expect(r).toMatchObject({ code: 'TRIP_TOO_EARLY', reason: 'too_early' })
    // The demo tenant prepares its vehicles 15 minutes ahead; the grace is 30 minutes.
    expect(Date.parse(r.window!.opens_at)).toBe(clock.now + 24 * 7 * HOUR - 15 * 60_000)
    expect(Date.parse(r.window!.closes_at)).toBe(clock.now + 24 * 7 * HOUR + 30 * 60_000)
  })

  it('refuses a start without the four photos, naming the missing sides, then starts with them', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0.2, hours: 2 })
    await photographSides(ctx, token, rental.id, 'start', ['front', 'left'])
    const missing = await start(rental.id)
    expect(missing.statusCode).toBe(409)
    expect(refusal(missing)).toMatchObject({ code: 'CONDITION_REPORT_MISSING', reason: 'report_missing', moment: 'start', missing_sides: ['back', 'right'] })
    expect((await ctx.db.selectFrom('rentals').select('status').where('id', '=', rental.id).executeTakeFirstOrThrow()).status).toBe('prepared')

    await photographSides(ctx, token, rental.id, 'start', ['back', 'right'])
    const res = await start(rental.id)
    expect(res.statusCode).toBe(200)
    const body = TripStartResponseSchema.parse(res.json())
    expect(body.rental.status).toBe('in_progress')
    expect(body.vehicle_status.locked).toBe(false)
    expect(body.command).toMatchObject({ command: 'unlock', outcome: 'succeeded' })
    const row = await ctx.db.selectFrom('rentals').select(['status', 'started_at']).where('id', '=', rental.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'in_progress', started_at: clock.now })
    // Started once: a second start is refused.
    expect(refusal(await start(rental.id))).toMatchObject({ reason: 'status_not_startable' })
  })

  it('starts from pending through the state machine, answering a retried key once', async () => {
    await ctx.updateTenantSettings('demo', (s) => {
      s.damage_report_mode = 'none'
    })
    try {
      const rental = await tripRental(ctx, clock.now, { status: 'pending', startInHours: -0.2, hours: 2 })
      const first = await start(rental.id, { 'idempotency-key': 'start-1' })
      expect(first.statusCode).toBe(200)
      const again = await start(rental.id, { 'idempotency-key': 'start-1' })
      expect(again.statusCode).toBe(200)
      expect(TripStartResponseSchema.parse(again.json()).command.id).toBe(TripStartResponseSchema.parse(first.json()).command.id)
      const commands = await ctx.db.selectFrom('vehicle_commands').selectAll().where('rental_id', '=', rental.id).execute()
      expect(commands).toHaveLength(1)
      expect(commands[0]).toMatchObject({ command: 'unlock', outcome: 'succeeded' })
    } finally {
      await ctx.updateTenantSettings('demo', (s) => {
        s.damage_report_mode = 'photos'
      })
    }
  })

  it('refuses a start past the grace', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: -1, hours: 3 })
    await photographSides(ctx, token, rental.id, 'start')
    expect(refusal(await start(rental.id))).toMatchObject({ code: 'TRIP_TOO_LATE', reason: 'too_late' })
  })

  it('locks and unlocks during the trip only', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0, hours: 2 })
    expect(refusal(await ctx.post(`/api/user/rentals/${rental.id}/unlock`, {}, { token }))).toMatchObject({ code: 'RENTAL_NOT_IN_PROGRESS', reason: 'not_in_progress' })
    await photographSides(ctx, token, rental.id, 'start')
    expect((await start(rental.id)).statusCode).toBe(200)
    const lock = await ctx.post(`/api/user/rentals/${rental.id}/lock`, {}, { token })
    expect(lock.statusCode).toBe(200)
    expect(VehicleCommandResponseSchema.parse(lock.json())).toMatchObject({ command: { command: 'lock', outcome: 'succeeded' }, vehicle_status: { locked: true } })
    const unlock = await ctx.post(`/api/user/rentals/${rental.id}/unlock`, {}, { token })
    expect(VehicleCommandResponseSchema.parse(unlock.json()).vehicle_status.locked).toBe(false)
    const state = TripStateResponseSchema.parse((await ctx.get(`/api/user/rentals/${rental.id}/trip`, { token })).json()).trip
    expect(state).toMatchObject({ vehicle_status: { locked: false }, operator_phone: '+1 514 555 0199', late: false, summary: null })
    expect(state.actual_start).not.toBeNull()
    const log = await ctx.db.selectFrom('vehicle_commands').select(['command', 'outcome']).where('rental_id', '=', rental.id).orderBy('id').execute()
    expect(log).toEqual([
      { command: 'unlock', outcome: 'succeeded' },
      { command: 'lock', outcome: 'succeeded' },
      { command: 'unlock', outcome: 'succeeded' },
    ])
  })

  it('answers an unreachable vehicle within the timeout, with the access instructions and the phone', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0, hours: 2 })
    await photographSides(ctx, token, rental.id, 'start')
    await ctx.db
      .updateTable('vehicles')
      .set({ access_simulation: 'unreachable', access_instructions: 'Clé dans la boîte 12, code 4521' })
      .where('id', '=', rental.vehicleId)
      .execute()
    const t0 = performance.now()
    const res = await start(rental.id)
    expect(performance.now() - t0).toBeLessThan(4000)
    expect(res.statusCode).toBe(409)
    expect(refusal(res)).toMatchObject({
      code: 'VEHICLE_UNREACHABLE',
      reason: 'vehicle_timeout',
      access_instructions: 'Clé dans la boîte 12, code 4521',
      operator_phone: '+1 514 555 0199',
    })
    expect((res.json() as { errors: { detail: string }[] }).errors[0].detail).toContain('instructions')
    // Nothing moved: the driver can try again, or use the instructions.
    expect((await ctx.db.selectFrom('rentals').select('status').where('id', '=', rental.id).executeTakeFirstOrThrow()).status).toBe('prepared')
    const logged = await ctx.db.selectFrom('vehicle_commands').selectAll().where('rental_id', '=', rental.id).executeTakeFirstOrThrow()
    expect(logged).toMatchObject({ command: 'unlock', outcome: 'timeout' })
    await ctx.db.updateTable('vehicles').set({ access_simulation: 'normal' }).where('id', '=', rental.vehicleId).execute()
  })

  it('answers 404 to another member on every trip call', async () => {
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0, hours: 2 })
    const other = await ctx.tokenFor('driver2@demo.test')
    for (const [method, path] of [
      ['POST', 'start'],
      ['POST', 'unlock'],
      ['POST', 'lock'],
      ['POST', 'end'],
      ['GET', 'trip'],
      ['GET', `extension?end_time=${encodeURIComponent(new Date(clock.now + 5 * HOUR).toISOString())}`],
    ] as const) {
      const res = await ctx.call(method, `/api/user/rentals/${rental.id}/${path}`, { token: other, ...(method === 'POST' ? { body: {} } : {}) })
      expect([path, res.statusCode]).toEqual([path, 404])
    }
    expect((await ctx.put(`/api/user/rentals/${rental.id}`, { rental: { reservation_end_time: new Date(clock.now + 3 * HOUR).toISOString() } }, { token: other })).statusCode).toBe(
      404,
    )
    expect(await ctx.db.selectFrom('vehicle_commands').selectAll().where('rental_id', '=', rental.id).execute()).toEqual([])
  })
})
