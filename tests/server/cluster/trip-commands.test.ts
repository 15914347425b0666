import { VehicleCommandResponseSchema } from '@contracts/trip'
import { startFakeGateway, type FakeGateway } from '../../../server/vehicle-access/testing/fake-gateway'
import { call, PG_URL, signIn, startCluster, type Cluster } from './cluster'

// Two real server processes on one PostgreSQL database, both sending to one telematics gateway (a
// fake on 127.0.0.1): a command retried through the other process reaches the vehicle once.
describe.skipIf(!PG_URL)('vehicle commands across two server processes', () => {
  let cluster: Cluster
  let gateway: FakeGateway
  beforeAll(async () => {
    gateway = await startFakeGateway()
    cluster = await startCluster(2, { VEHICLE_ACCESS_URL: gateway.url, VEHICLE_ACCESS_TOKEN: gateway.token, VEHICLE_ACCESS_TIMEOUT_MS: '3000' })
  })
  afterAll(async () => {
    await cluster?.stop()
    await gateway?.close()
  })

  it('sends an unlock retried with the same key through the other process once', async () => {
    const [a, b] = cluster.servers
    const now = Date.now()
    const { rows } = await cluster.sql(
      `insert into rentals (tenant_id, vehicle_id, driver_id, status, reservation_start_time, reservation_end_time, discount_codes, geotracking, carpooling, price_cents, prediscount_price_cents, currency, created_at, updated_at)
       select t.id, v.id, u.id, 'in_progress', $1::bigint, $2::bigint, '[]', 0, 0, 1000, 1000, 'CAD', $1::bigint, $1::bigint
       from tenants t join vehicles v on v.tenant_id = t.id join users u on u.tenant_id = t.id and u.email = 'driver@demo.test'
       where t.slug = 'demo' order by v.id limit 1 returning id`,
      [now - 600_000, now + 3_600_000],
    )
    const rentalId = rows[0].id as number
    const token = await signIn(a, 'driver@demo.test')
    gateway.setDelay(400)
    const headers = { 'idempotency-key': `unlock-${rentalId}` }
    const answers = await Promise.all([a, b, b].map((s) => call(s, 'POST', `/api/user/rentals/${rentalId}/unlock`, { token, headers })))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    const bodies = await Promise.all(answers.map(async (r) => VehicleCommandResponseSchema.parse(await r.json())))
    expect(new Set(bodies.map((x) => x.command.id)).size).toBe(1)
    expect(bodies.every((x) => x.vehicle_status.locked === false)).toBe(true)
    expect(gateway.executed).toHaveLength(1)
    expect(gateway.received.filter((r) => r.method === 'POST')).toHaveLength(1)
    const logged = await cluster.sql('select outcome from vehicle_commands where rental_id = $1', [rentalId])
    expect(logged.rows).toEqual([{ outcome: 'succeeded' }])
  })
})
