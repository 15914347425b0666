import { connectDatabase } from '../../../server/db/connect'
import { sendVehicleCommand } from '../../../server/vehicle-access/commands'
import { httpVehicleAccess } from '../../../server/vehicle-access/http-provider'
import { simulatedVehicleAccess } from '../../../server/vehicle-access/simulated'
import { startFakeGateway, type FakeGateway } from '../../../server/vehicle-access/testing/fake-gateway'
import { VehicleAccessFailure, type AccessVehicle } from '../../../server/vehicle-access/vehicle-access'
import { createTestContext, openTestDatabase, type TestContext } from '../helpers'
import { migrate } from '../../../server/db/migrate'
import { seedDatabase } from '../../../server/seed'
import { insertRental } from '../rentals/rental-helpers'

const failureOf = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (e) {
    if (e instanceof VehicleAccessFailure) return e.kind
    throw e
  }
  return 'succeeded'
}

describe('vehicle access', () => {
  let ctx: TestContext
  let gateway: FakeGateway
  let vehicle: AccessVehicle
  let rentalId: number
  let driverId: number
  beforeAll(async () => {
    ctx = await createTestContext()
    gateway = await startFakeGateway()
    const rental = await insertRental(ctx, Date.now(), { driver: 'driver@demo.test', status: 'in_progress', startInHours: -1, hours: 3 })
    rentalId = rental.id
    driverId = await ctx.userId('driver@demo.test')
    const row = await ctx.db.selectFrom('vehicles').select(['id', 'tenant_id', 'internal_identifier']).where('id', '=', rental.vehicleId).executeTakeFirstOrThrow()
    vehicle = { id: row.id, tenantId: row.tenant_id, reference: row.internal_identifier }
  })
  afterAll(async () => {
    await gateway.close()
    await ctx.close()
  })
  afterEach(() => {
    gateway.setMode('normal')
    gateway.setDelay(0)
  })

  it('simulated: unlocks and locks within 200-800 ms, keeping the state in the database', async () => {
    const access = simulatedVehicleAccess(ctx.db, { timeoutMs: 2000 })
    const before = await access.status(vehicle)
    expect(before.locked).toBe(true)
    const t0 = performance.now()
    const open = await access.unlock(vehicle, { commandId: 'a', rentalId })
    const took = performance.now() - t0
    expect(open.locked).toBe(false)
    expect(took).toBeGreaterThanOrEqual(195)
    expect(took).toBeLessThan(1200)
    const stored = await ctx.db.selectFrom('vehicle_access_states').selectAll().where('vehicle_id', '=', vehicle.id).executeTakeFirstOrThrow()
    expect(stored.locked).toBe(0)
    // Another provider instance (another process) reads the same car.
    expect((await simulatedVehicleAccess(ctx.db, { latencyMs: () => 0 }).status(vehicle)).locked).toBe(false)
    const closed = await access.lock(vehicle, { commandId: 'b', rentalId })
    expect(closed.locked).toBe(true)
    expect(closed.odometer_km!).toBeGreaterThan(before.odometer_km!)
  })

  it('simulated: an unreachable vehicle never answers, so the command times out', async () => {
    await ctx.db.updateTable('vehicles').set({ access_simulation: 'unreachable' }).where('id', '=', vehicle.id).execute()
    try {
      const access = simulatedVehicleAccess(ctx.db, { timeoutMs: 600 })
      const t0 = performance.now()
      expect(await failureOf(access.unlock(vehicle, { commandId: 'c', rentalId }))).toBe('timeout')
      expect(performance.now() - t0).toBeLessThan(1500)
    } finally {
      await ctx.db.updateTable('vehicles').set({ access_simulation: 'normal' }).where('id', '=', vehicle.id).execute()
    }
  })

  it('http: sends the command with its id and key, and reads the state', async () => {
    const access = httpVehicleAccess({ baseUrl: gateway.url, token: gateway.token, timeoutMs: 1000 })
    const status = await access.unlock(vehicle, { commandId: 'cmd-1', rentalId })
    expect(status).toEqual({ locked: false, energy_percent: 64, odometer_km: 42000, position: { latitude: 45.5, longitude: -73.56 } })
    expect(gateway.executed).toContainEqual({ vehicle: vehicle.reference, commandId: 'cmd-1', type: 'unlock' })
    expect(gateway.received.at(-1)?.authorization).toBe(`Bearer ${gateway.token}`)
    expect((await access.status(vehicle)).locked).toBe(false)
    // The gateway itself acts once per command id.
    await access.unlock(vehicle, { commandId: 'cmd-1', rentalId })
    expect(gateway.executed.filter((c) => c.commandId === 'cmd-1')).toHaveLength(1)
  })

  it('http: typed failures (refused, unreachable, timeout, bad key)', async () => {
    const access = httpVehicleAccess({ baseUrl: gateway.url, token: gateway.token, timeoutMs: 500 })
    gateway.setMode('refuse')
    expect(await failureOf(access.lock(vehicle, { commandId: 'r1', rentalId }))).toBe('refused')
    gateway.setMode('unavailable')
    expect(await failureOf(access.lock(vehicle, { commandId: 'r2', rentalId }))).toBe('unreachable')
    gateway.setMode('silent')
    const t0 = performance.now()
    expect(await failureOf(access.lock(vehicle, { commandId: 'r3', rentalId }))).toBe('timeout')
    expect(performance.now() - t0).toBeLessThan(1500)
    gateway.setMode('normal')
    const wrongKey = httpVehicleAccess({ baseUrl: gateway.url, token: 'wrong', timeoutMs: 500 })
    expect(await failureOf(wrongKey.lock(vehicle, { commandId: 'r4', rentalId }))).toBe('unreachable')
    const nobody = httpVehicleAccess({ baseUrl: 'http://127.0.0.1:9', token: 'x', timeoutMs: 500 })
    expect(await failureOf(nobody.status(vehicle))).toBe('unreachable')
  })

  it('writes each command before and after sending it, and sends a retried id once', async () => {
    const access = httpVehicleAccess({ baseUrl: gateway.url, token: gateway.token, timeoutMs: 2000 })
    gateway.setDelay(300)
    const req = { vehicle, rentalId, userId: driverId, command: 'lock' as const, key: 'retry-key-1', clock: Date.now }
    const sending = sendVehicleCommand(ctx.db, access, req)
    await new Promise((r) => setTimeout(r, 100))
    const pending = await ctx.db
      .selectFrom('vehicle_commands')
      .selectAll()
      .where('rental_id', '=', rentalId)
      .where('command', '=', 'lock')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(pending.outcome).toBe('pending')
    // The retry arrives while the first is in flight, then another after it finished.
    const [first, second] = await Promise.all([sending, sendVehicleCommand(ctx.db, access, req)])
    const third = await sendVehicleCommand(ctx.db, access, req)
    expect(first.row.outcome).toBe('succeeded')
    expect(first.row.duration_ms).toBeGreaterThanOrEqual(250)
    expect(second.row.id).toBe(first.row.id)
    expect(third.status).toEqual(first.status)
    expect(gateway.executed.filter((c) => c.commandId === first.row.command_id)).toHaveLength(1)
    const posts = gateway.received.filter((r) => r.method === 'POST' && r.path.endsWith('/commands'))
    expect(posts.filter((r) => r.path.includes(encodeURIComponent(vehicle.reference))).length).toBeGreaterThan(0)
    // A failure is recorded with its kind.
    gateway.setMode('refuse')
    await expect(sendVehicleCommand(ctx.db, access, { ...req, key: 'refused-key' })).rejects.toMatchObject({ kind: 'refused' })
    const refused = await ctx.db.selectFrom('vehicle_commands').selectAll().where('rental_id', '=', rentalId).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(refused).toMatchObject({ outcome: 'refused', user_id: driverId })
    expect(refused.finished_at).not.toBeNull()
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('vehicle commands across processes', () => {
  it('sends a command once when retried through another process (its own connection pool)', async () => {
    const { handle, url, drop } = await openTestDatabase()
    const gateway = await startFakeGateway()
    await migrate(handle.db, handle.isPostgres)
    await seedDatabase(handle.db)
    // A second pool on the same database stands for another server process.
    const other = await connectDatabase(url)
    try {
      const rental = await handle.db
        .selectFrom('rentals as r')
        .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
        .select(['r.id', 'r.driver_id', 'v.id as vehicle_id', 'v.tenant_id', 'v.internal_identifier'])
        .orderBy('r.id')
        .executeTakeFirstOrThrow()
      const vehicle = { id: rental.vehicle_id, tenantId: rental.tenant_id, reference: rental.internal_identifier }
      const access = httpVehicleAccess({ baseUrl: gateway.url, token: gateway.token, timeoutMs: 2000 })
      gateway.setDelay(200)
      const req = { vehicle, rentalId: rental.id, userId: rental.driver_id, command: 'unlock' as const, key: 'two-process-key', clock: Date.now }
      const results = await Promise.all([sendVehicleCommand(handle.db, access, req), sendVehicleCommand(other.db, access, req), sendVehicleCommand(other.db, access, req)])
      expect(new Set(results.map((r) => r.row.id)).size).toBe(1)
      expect(gateway.executed.filter((c) => c.commandId === results[0].row.command_id)).toHaveLength(1)
      expect(gateway.received.filter((r) => r.method === 'POST')).toHaveLength(1)
    } finally {
      await other.close()
      await gateway.close()
      await handle.close()
      await drop()
    }
  })
})
