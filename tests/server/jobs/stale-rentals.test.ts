import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { insertRental } from '../rentals/rental-helpers'
import { newMember, stationId, window } from '../search/search-helpers'

// A pending or prepared rental never started past the tenant's grace is stale. Where the
// tenant's state machine has no way to `expired`, the lifecycle job leaves it as it is; it must
// still stop counting towards max_active_rentals and stop holding the account.
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
  await ctx.updateTenantSettings('demo', (s) => {
    s.unstarted_rental_grace = 1800
    s.max_active_rentals = 1
    s.state_machine = {
      ...s.state_machine,
      pending: (s.state_machine.pending ?? []).filter((t) => t !== 'expired'),
      prepared: (s.state_machine.prepared ?? []).filter((t) => t !== 'expired'),
    }
  })
})
afterAll(() => ctx.close())

describe('stale rentals', () => {
  it('neither count towards max_active_rentals nor block account deletion; a live booking does both', async () => {
    const member = await newMember(ctx)
    const gare = await stationId(ctx, 'Gare Centrale')
    const search = () => ctx.post('/api/vehicles/search', { search: { ...window(24, 3), start_station_id: gare } }, { token: member.token })
    const now = Date.now()
    await insertRental(ctx, now, { driver: member.email, status: 'prepared', startInHours: -3, hours: 4 })
    await insertRental(ctx, now, { driver: member.email, status: 'pending', startInHours: -1, hours: 4 })

    expect((await search()).statusCode).toBe(200)

    // The control: one live booking ahead reaches the limit of 1 and holds the account.
    const live = await insertRental(ctx, now, { driver: member.email, status: 'pending', startInHours: 48, hours: 2 })
    expect(errorCodes(await search())).toEqual(['SEARCH_TOO_MANY_RESERVATIONS'])
    expect(errorCodes(await ctx.del('/api/user', { token: member.token }))).toEqual(['user_rentals_user_has_rental'])

    await ctx.db.updateTable('rentals').set({ status: 'cancelled' }).where('id', '=', live.id).execute()
    expect((await ctx.del('/api/user', { token: member.token })).statusCode).toBe(204)
  })
})
