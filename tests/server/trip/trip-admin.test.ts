import { samplePng } from '../../../server/domain/documents/testing/sample-files'
import { runAdminCaptured } from '../admin-support'
import type { TestContext } from '../helpers'
import { photographSides, postReport, refusal, tripContext, tripRental } from './trip-helpers'

describe('admin: a vehicle commands, condition reports and access simulation', () => {
  let ctx: TestContext
  let clock: { now: number }
  beforeAll(async () => {
    ;({ ctx, clock } = await tripContext({ timeoutMs: 800 }))
  })
  afterAll(() => ctx.close())
  const admin = (...argv: string[]) => runAdminCaptured(ctx.db, argv)

  it('lists the commands and reports with photo paths, and switches a vehicle unreachable and back', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const rental = await tripRental(ctx, clock.now, { status: 'prepared', startInHours: 0, hours: 2 })
    await photographSides(ctx, token, rental.id, 'start')
    await postReport(ctx, token, rental.id, { moment: 'start', side: 'back', note: 'Bosse au pare-choc' }, samplePng(5, true))

    const off = await admin('vehicles', 'set', String(rental.vehicleId), 'access_simulation', 'unreachable')
    expect(off.code).toBe(0)
    expect(off.out).toContain('access_simulation unreachable')
    expect(refusal(await ctx.post(`/api/user/rentals/${rental.id}/start`, {}, { token }))).toMatchObject({ code: 'VEHICLE_UNREACHABLE' })
    expect((await admin('vehicles', 'set', String(rental.vehicleId), 'access_simulation', 'normal')).code).toBe(0)
    expect((await ctx.post(`/api/user/rentals/${rental.id}/start`, {}, { token })).statusCode).toBe(200)

    const commands = await admin('vehicles', 'commands', String(rental.vehicleId))
    expect(commands.code).toBe(0)
    expect(commands.out).toMatch(/unlock\s+succeeded/)
    expect(commands.out).toMatch(/unlock\s+timeout/)
    expect(commands.out).toContain('driver@demo.test')
    expect(commands.out).toContain('2 command(s)')

    const reports = await admin('vehicles', 'reports', String(rental.vehicleId))
    const paths = await ctx.db.selectFrom('condition_reports').select('photo_path').where('rental_id', '=', rental.id).execute()
    expect(paths).toHaveLength(5)
    for (const p of paths) expect(reports.out).toContain(p.photo_path!)
    expect(reports.out).toContain('Bosse au pare-choc')
    expect(reports.out).toContain('5 report(s)')
  })

  it('refuses a bad value, a bad key and an unknown vehicle', async () => {
    expect((await admin('vehicles', 'set', '1', 'access_simulation', 'sometimes')).code).toBe(2)
    expect((await admin('vehicles', 'set', '1', 'make', 'Tesla')).code).toBe(2)
    expect((await admin('vehicles', 'commands', '999999')).code).toBe(3)
    expect((await admin('vehicles', 'explode')).code).toBe(2)
  })
})
