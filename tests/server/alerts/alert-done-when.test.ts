import { ALERT_OFFER_HOLD_MS, AlertResponseSchema, AlertsResponseSchema, type Alert } from '@contracts/alert'
import { ErrorBodySchema } from '@contracts/errors'
import { RentalResponseSchema } from '@contracts/rental'
import { VehicleSearchResponseSchema } from '@contracts/vehicle'
import { startAlertWatch } from '../../../server/jobs/alert-watch-runner'
import { createTestContext, type TestContext } from '../helpers'
import { demoTripFields, newMember, rentalWindow, window } from '../search/search-helpers'
import { lonelyStation, outboxTo } from './alert-helpers'

// The "done when" from outside, on either engine: every step through the HTTP API, the
// offer made by the watch loop the server and the worker run (startAlertWatch, its own timer and
// the real clock), not by a pass the test calls. tests/server/cluster/alert-watch.test.ts runs the
// same story across processes on PostgreSQL.
let ctx: TestContext
let stopWatch: () => Promise<void>
beforeAll(async () => {
  ctx = await createTestContext()
  await ctx.updateTenantSettings('demo', (s) => {
    s.reminders = { ...s.reminders, email: true }
  })
  stopWatch = startAlertWatch(ctx.jobContext())
})
afterAll(async () => {
  await stopWatch?.()
  await ctx?.close()
})

const BOUND_MS = 90_000

it('B is offered the vehicle A cancels within 90 s, C cannot see or book it, B books it', async () => {
  const place = await lonelyStation(ctx)
  const [a, b, c] = await Promise.all([newMember(ctx), newMember(ctx), newMember(ctx)])
  const trip = await demoTripFields(ctx)
  const rental = { vehicle_id: place.vehicle, ...rentalWindow(30, 3), ...trip }
  const booked = await ctx.post('/api/user/rentals', { rental }, { token: a.token })
  expect(booked.statusCode).toBe(201)
  const rentalId = RentalResponseSchema.parse(booked.json()).rental.id
  const made = await ctx.post('/api/user/alerts', { alert: { start_station_id: place.station, ...window(30, 3), category_ids: [place.category], options: [] } }, { token: b.token })
  expect(made.statusCode).toBe(201)
  const alertId = AlertResponseSchema.parse(made.json()).alert.id

  const cancelledAt = Date.now()
  expect((await ctx.del(`/api/user/rentals/${rentalId}`, { token: a.token })).statusCode).toBe(200)
  let offered: Alert | undefined
  while (Date.now() - cancelledAt < BOUND_MS) {
    offered = AlertsResponseSchema.parse((await ctx.get('/api/user/alerts', { token: b.token })).json()).alerts.find((x) => x.id === alertId)
    if (offered?.offer) break
    await new Promise((r) => setTimeout(r, 200))
  }
  const seenAt = Date.now()
  expect(offered?.offer?.vehicle_id).toBe(place.vehicle)
  expect(seenAt - cancelledAt).toBeLessThan(BOUND_MS)
  const expiresAt = Date.parse(offered!.offer!.expires_at)
  expect(expiresAt).toBeGreaterThan(seenAt)
  expect(expiresAt).toBeLessThanOrEqual(seenAt + ALERT_OFFER_HOLD_MS)
  expect((await outboxTo(ctx, b.email)).map((m) => m.channel)).toEqual(['email'])

  const search = await ctx.post('/api/vehicles/search', { search: { start_station_id: place.station, ...window(30, 3) } }, { token: c.token })
  expect(search.statusCode).toBe(200)
  expect(VehicleSearchResponseSchema.parse(search.json()).results.map((r) => r.vehicle.id)).not.toContain(place.vehicle)
  const refused = await ctx.post('/api/user/rentals', { rental }, { token: c.token })
  expect(refused.statusCode).toBe(409)
  expect(ErrorBodySchema.parse(refused.json()).errors.map((e) => [e.code, e.field])).toEqual([['VEHICLE_NOT_AVAILABLE', 'rental.vehicle_id']])
  const foreign = await ctx.del(`/api/user/alerts/${alertId}`, { token: c.token })
  expect(foreign.statusCode).toBe(404)
  expect(ErrorBodySchema.parse(foreign.json()).errors[0].code).toBe('not_found')

  const mine = await ctx.post('/api/user/rentals', { rental }, { token: b.token })
  expect(mine.statusCode).toBe(201)
  expect(AlertsResponseSchema.parse((await ctx.get('/api/user/alerts', { token: b.token })).json()).alerts).toEqual([])
}, 120_000)
