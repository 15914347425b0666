import { AlertsResponseSchema, type Alert } from '@contracts/alert'
import { VehicleSearchResponseSchema } from '@contracts/vehicle'
import { connectDatabase, type DbHandle } from '../../../server/db/connect'
import { call, PG_URL, startCluster, within, type Cluster } from './cluster'
import type { TestContext } from '../helpers'
import { demoTripFields, newMember, rentalWindow, window } from '../search/search-helpers'
import { lonelyStation } from '../alerts/alert-helpers'

// The "done when", from outside: one API process and two `npm run worker` processes, each
// running its own alert watch on one PostgreSQL database; the offer is made once.
describe.skipIf(!PG_URL)('alerts across processes', () => {
  let cluster: Cluster
  let handle: DbHandle
  let ctx: TestContext
  beforeAll(async () => {
    cluster = await startCluster(1)
    await Promise.all([cluster.startWorker('w1'), cluster.startWorker('w2')])
    handle = await connectDatabase(cluster.databaseUrl)
    // What the helpers read of a test context: the database and the demo tenant's id.
    const tenantId = (await handle.db.selectFrom('tenants').select('id').where('slug', '=', 'demo').executeTakeFirstOrThrow()).id
    ctx = { db: handle.db, tenantId: async () => tenantId } as unknown as TestContext
  }, 300_000)
  afterAll(async () => {
    await handle?.close()
    await cluster?.stop()
  })

  it('offers the cancelled vehicle to B once within 90 s, holds it from C, and lets B book it', async () => {
    const api = cluster.servers[0]
    const place = await lonelyStation(ctx)
    const [a, b, c] = [await newMember(ctx), await newMember(ctx), await newMember(ctx)]
    // The demo tenant requires a rental label and a destination on every booking.
    const trip = await demoTripFields(ctx)
    const booked = await call(api, 'POST', '/api/user/rentals', { token: a.token, body: { rental: { vehicle_id: place.vehicle, ...rentalWindow(30, 3), ...trip } } })
    expect(booked.status).toBe(201)
    const rentalId = ((await booked.json()) as { rental: { id: number } }).rental.id
    const made = await call(api, 'POST', '/api/user/alerts', {
      token: b.token,
      body: { alert: { start_station_id: place.station, ...window(30, 3), category_ids: [place.category], options: [] } },
    })
    expect(made.status).toBe(201)
    const alertId = ((await made.json()) as { alert: Alert }).alert.id

    const cancelledAt = Date.now()
    expect((await call(api, 'DELETE', `/api/user/rentals/${rentalId}`, { token: a.token })).status).toBe(200)
    let alert: Alert | undefined
    const tookMs = await within(90_000, async () => {
      const res = await call(api, 'GET', '/api/user/alerts', { token: b.token })
      alert = AlertsResponseSchema.parse(await res.json()).alerts[0]
      return alert?.offer != null
    })
    expect(alert?.offer?.vehicle_id).toBe(place.vehicle)
    const expiresAt = Date.parse(alert!.offer!.expires_at)
    expect(expiresAt).toBeGreaterThan(cancelledAt)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 10 * 60_000)
    expect(tookMs).toBeLessThan(90_000)
    const mails = await cluster.sql(`select count(*)::int as n from outbox where recipient = $1 and channel = 'email'`, [b.email])
    expect(mails.rows[0].n).toBe(1)
    // Three watches saw the cancellation: one offer.
    await new Promise((r) => setTimeout(r, 2000))
    const offers = await cluster.sql(`select user_id from alert_offers where vehicle_id = $1`, [place.vehicle])
    expect(offers.rows).toEqual([{ user_id: b.id }])

    const search = await call(api, 'POST', '/api/vehicles/search', { token: c.token, body: { search: { start_station_id: place.station, ...window(30, 3) } } })
    expect(VehicleSearchResponseSchema.parse(await search.json()).results.map((r) => r.vehicle.id)).not.toContain(place.vehicle)
    const refused = await call(api, 'POST', '/api/user/rentals', { token: c.token, body: { rental: { vehicle_id: place.vehicle, ...rentalWindow(30, 3), ...trip } } })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { errors: { code: string }[] }).errors.map((e) => e.code)).toEqual(['VEHICLE_NOT_AVAILABLE'])
    expect((await call(api, 'DELETE', `/api/user/alerts/${alertId}`, { token: c.token })).status).toBe(404)

    const mine = await call(api, 'POST', '/api/user/rentals', { token: b.token, body: { rental: { vehicle_id: place.vehicle, ...rentalWindow(30, 3), ...trip } } })
    expect(mine.status).toBe(201)
    const after = AlertsResponseSchema.parse(await (await call(api, 'GET', '/api/user/alerts', { token: b.token })).json())
    expect(after.alerts).toEqual([])
  }, 120_000)
})
