import { TenantResponseSchema } from '@contracts/tenant'
import { VehicleResponseSchema } from '@contracts/vehicle'
import { createTestContext, type TestContext } from '../helpers'
import { runAdminCaptured } from '../admin-support'
import { HOUR, insertRental, testClock } from '../rentals/rental-helpers'
import { newMember, stationId } from '../search/search-helpers'

const CODE = 'Boîte à clés 7310, derrière le pilier B.'

/**
 * Access instructions (DECISIONS.md) go only to the driver of a live rental whose
 * account is validated, from the tenant's lead time (default 24 h) before the start until the end.
 */
describe('access instructions: validated drivers, from the lead time until the end', () => {
  const clock = testClock()
  let ctx: TestContext
  let vehicle: number

  beforeAll(async () => {
    ctx = await createTestContext({ adapters: { clock: clock.read } })
    const gare = await stationId(ctx, 'Gare Centrale')
    const tenantId = await ctx.tenantId('demo')
    const model = await ctx.db.selectFrom('vehicles').selectAll().where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()
    const { id: _id, ...copy } = model
    const row = await ctx.db
      .insertInto('vehicles')
      .values({ ...copy, station_id: gare, license_plate: 'T-WINDOW', internal_identifier: 'TEST-WINDOW', access_instructions: CODE, access_instructions_translations: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    vehicle = row.id
  })
  afterAll(() => ctx.close())

  const accessIn = async (token: string) => {
    const res = await ctx.get(`/api/vehicles/${vehicle}`, { token })
    expect(res.statusCode).toBe(200)
    return VehicleResponseSchema.parse(res.json()).vehicle.access_instructions
  }
  /** A member, and a rental of the test vehicle they drive (written as the back office would). */
  const driverWith = async (step: string, validated: boolean, startInHours: number, hours = 2, status = 'pending') => {
    const member = await newMember(ctx, { step })
    await ctx.db
      .updateTable('users')
      .set({ validated: validated ? 1 : 0 })
      .where('id', '=', member.id)
      .execute()
    const rental = await insertRental(ctx, clock.now, { driver: member.email, status, startInHours, hours, vehicleId: vehicle })
    /** Moves the rental's window (the clock stays: member tokens are short-lived). */
    const startIn = async (hoursAhead: number) => {
      const start = clock.now + hoursAhead * HOUR
      await ctx.db
        .updateTable('rentals')
        .set({ reservation_start_time: start, reservation_end_time: start + hours * HOUR })
        .where('id', '=', rental.id)
        .execute()
    }
    return { ...member, startIn }
  }

  it('waits for the 24 h lead time by default: nothing 25 days ahead, the text within the day', async () => {
    const driver = await driverWith('driver_ok', true, 25 * 24)
    expect(await accessIn(driver.token)).toBeNull()
    await driver.startIn(24 + 1 / 60)
    expect(await accessIn(driver.token)).toBeNull()
    await driver.startIn(23)
    expect(await accessIn(driver.token)).toBe(CODE)
  })

  it('gives nothing to a driver waiting for validation, even an hour before the start, until an operator validates them', async () => {
    const waiting = await driverWith('driver_waiting_for_validation', false, 1)
    expect(await accessIn(waiting.token)).toBeNull()
    await ctx.db.updateTable('users').set({ validated: 1, workflow_next_step: 'driver_ok' }).where('id', '=', waiting.id).execute()
    expect(await accessIn(waiting.token)).toBe(CODE)
  })

  it('gives nothing to a blocked driver, even during the rental', async () => {
    const blocked = await driverWith('driver_blocked', false, -1, 3, 'in_progress')
    expect(await accessIn(blocked.token)).toBeNull()
  })

  it('stops at the end, even while the rental is still marked in progress', async () => {
    const late = await driverWith('driver_ok', true, -1, 2, 'in_progress')
    expect(await accessIn(late.token)).toBe(CODE)
    await late.startIn(-2)
    expect(await accessIn(late.token)).toBeNull()
  })

  it('follows the tenant lead time set through the admin command line, shown in GET /tenant', async () => {
    const soon = await driverWith('driver_ok', true, 3)
    try {
      expect(await accessIn(soon.token)).toBe(CODE)
      const set = await runAdminCaptured(ctx.db, ['tenant', 'set', 'demo', 'access_instructions_lead_time', '3600'])
      expect(set.code).toBe(0)
      ctx.app.tenants.invalidate()
      expect(TenantResponseSchema.parse((await ctx.get('/api/tenant')).json()).tenant.access_instructions_lead_time).toBe(3600)
      expect(await accessIn(soon.token)).toBeNull()
      await soon.startIn(1 - 1 / 60)
      expect(await accessIn(soon.token)).toBe(CODE)
    } finally {
      await ctx.updateTenantSettings('demo', (s) => {
        s.access_instructions_lead_time = 86400
      })
    }
  })

  it('refuses a negative lead time in the admin command line', async () => {
    const set = await runAdminCaptured(ctx.db, ['tenant', 'set', 'demo', 'access_instructions_lead_time', '-5'])
    expect(set.code).not.toBe(0)
    expect(TenantResponseSchema.parse((await ctx.get('/api/tenant')).json()).tenant.access_instructions_lead_time).toBe(86400)
  })
})
