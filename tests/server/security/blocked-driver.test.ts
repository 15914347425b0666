import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RentalResponseSchema } from '@contracts/rental'
import { VehicleResponseSchema } from '@contracts/vehicle'
import { samplePng } from '../../../server/domain/documents/testing/sample-files'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { multipartBody } from '../registration/registration-helpers'
import { HOUR, insertRental, iso, setDelays } from '../rentals/rental-helpers'
import { newMember } from '../search/search-helpers'

/**
 * A blocked member (DECISIONS.md): no change to existing rentals, no access text,
 * no geotracking switch, no profile or photo edit. Refusals are 403 account_blocked.
 */
describe('a blocked driver', () => {
  let ctx: TestContext
  let dataDir: string
  let blocked: { id: number; token: string; email: string }
  const expectBlocked = (res: { statusCode: number; json: () => unknown }) => {
    expect({ status: res.statusCode, codes: errorCodes(res as Parameters<typeof errorCodes>[0]) }).toEqual({ status: 403, codes: ['account_blocked'] })
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'blocked-driver-'))
    ctx = await createTestContext({ config: { dataDir } })
    await setDelays(ctx, { cancellation_minimal_delay: 0, reservation_start_time_modification_minimal_delay: 0, reservation_end_time_modification_minimal_delay: 0 })
    blocked = await newMember(ctx, { step: 'driver_blocked' })
  })
  afterAll(async () => {
    await ctx.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** A rental booked while the member could still book, then an operator blocks them. */
  const rentalThenBlock = async (status: string, startInHours: number) => {
    const member = await newMember(ctx)
    const rental = await insertRental(ctx, Date.now(), { driver: member.email, status, startInHours, hours: 3 })
    await ctx.db.updateTable('vehicles').set({ access_instructions: 'Code 1234' }).where('id', '=', rental.vehicleId).execute()
    await ctx.db.updateTable('users').set({ workflow_next_step: 'driver_blocked', validated: 0 }).where('id', '=', member.id).execute()
    return { member, rental }
  }

  it('cannot move an upcoming booking, nor cancel it, and is offered neither', async () => {
    const { member, rental } = await rentalThenBlock('pending', 10)
    const put = await ctx.put(`/api/user/rentals/${rental.id}`, { rental: { reservation_start_time: iso(Date.now() + 12 * HOUR) } }, { token: member.token })
    expectBlocked(put)
    expectBlocked(await ctx.del(`/api/user/rentals/${rental.id}`, { token: member.token }))
    const detail = await ctx.get(`/api/user/rentals/${rental.id}`, { token: member.token })
    expect(detail.statusCode).toBe(200)
    const { actions, status } = RentalResponseSchema.parse(detail.json()).rental
    expect(status).toBe('pending')
    expect(actions).toMatchObject({ modify_start: { allowed: false }, modify_end: { allowed: false }, cancel: { allowed: false }, geotracking: { allowed: false } })
  })

  it('cannot switch geotracking on a rental in progress, nor read its access text', async () => {
    const { member, rental } = await rentalThenBlock('in_progress', -1)
    expectBlocked(await ctx.put(`/api/user/rentals/${rental.id}`, { rental: { geotracking: true } }, { token: member.token }))
    const vehicle = await ctx.get(`/api/vehicles/${rental.vehicleId}`, { token: member.token })
    expect(VehicleResponseSchema.parse(vehicle.json()).vehicle.access_instructions).toBeNull()
    const row = await ctx.db.selectFrom('rentals').select('geotracking').where('id', '=', rental.id).executeTakeFirstOrThrow()
    expect(row.geotracking).toBe(0)
  })

  it('cannot edit the profile or the photo, but still reads the account', async () => {
    expectBlocked(await ctx.put('/api/user', { user: { first_name: 'Changed' } }, { token: blocked.token }))
    const { body, headers } = multipartBody({}, { field: 'photo[image]', filename: 'me.png', content: samplePng(3) })
    expectBlocked(await ctx.call('POST', '/api/user/photos', { token: blocked.token, body, headers }))
    const me = await ctx.get('/api/user', { token: blocked.token })
    expect(me.statusCode).toBe(200)
    expect(me.json().user).toMatchObject({ first_name: 'Test', small_main_photo_url: null, workflow_next_step: 'driver_blocked' })
  })

  it('may still save the interface language (a preference, not the profile)', async () => {
    const res = await ctx.put('/api/user', { user: { language: 'en' } }, { token: blocked.token })
    expect(res.statusCode).toBe(200)
  })
})
