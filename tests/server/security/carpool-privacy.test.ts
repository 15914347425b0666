import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { samplePng } from '../../../server/domain/documents/testing/sample-files'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { multipartBody } from '../registration/registration-helpers'
import { insertRental } from '../rentals/rental-helpers'
import { newMember } from '../search/search-helpers'

/**
 * A passenger leaves a carpool; a member's name, photo and phone are read only by
 * members sharing an upcoming or in-progress ride with them, never by blocked or registering ones.
 */
describe('carpool privacy', () => {
  let ctx: TestContext
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'carpool-privacy-'))
    ctx = await createTestContext({ config: { dataDir } })
  })
  afterAll(async () => {
    await ctx.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const withPhone = async <M extends { id: number; token: string }>(m: M): Promise<M> => {
    await ctx.db.updateTable('users').set({ cell_phone: '+15145550111' }).where('id', '=', m.id).execute()
    const { body, headers } = multipartBody({}, { field: 'photo[image]', filename: 'me.png', content: samplePng(3) })
    expect((await ctx.call('POST', '/api/user/photos', { token: m.token, body, headers })).statusCode).toBe(201)
    return m
  }
  /** A driver's carpool (status as given) with `passenger` in it. */
  const carpool = async (status: string, startInHours: number) => {
    const driver = await withPhone(await newMember(ctx))
    const passenger = await newMember(ctx)
    const rental = await insertRental(ctx, Date.now(), { driver: driver.email, status, startInHours, hours: 2, carpooling: true, passengers: [passenger.email] })
    return { driver, passenger, rental }
  }
  const profile = (id: number, token: string) => ctx.get(`/api/users/${id}`, { token })
  const photo = (id: number, token: string) => ctx.get(`/api/users/${id}/photo`, { token })

  it.each([
    ['upcoming', 'pending', 30],
    ['in progress', 'in_progress', -1],
  ])('shows the driver (name, photo, phone) to a passenger of an %s carpool', async (_label, status, startInHours) => {
    const { driver, passenger } = await carpool(status, startInHours)
    const res = await profile(driver.id, passenger.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ id: driver.id, first_name: 'Test', cell_phone: '+15145550111' })
    expect((await photo(driver.id, passenger.token)).statusCode).toBe(200)
    // And the driver sees their passenger.
    expect((await profile(passenger.id, driver.token)).statusCode).toBe(200)
  })

  it.each([
    ['closed', 'closed', -48],
    ['cancelled', 'cancelled', 30],
  ])('hides the driver once the carpool is %s', async (_label, status, startInHours) => {
    const { driver, passenger } = await carpool(status, startInHours)
    expect(errorCodes(await profile(driver.id, passenger.token))).toEqual(['not_found'])
    expect((await photo(driver.id, passenger.token)).statusCode).toBe(404)
  })

  it('hides any member from a member who shares no ride with them', async () => {
    const { driver } = await carpool('pending', 40)
    const stranger = await newMember(ctx)
    expect(errorCodes(await profile(driver.id, stranger.token))).toEqual(['not_found'])
    expect((await photo(driver.id, stranger.token)).statusCode).toBe(404)
    // Their own profile and photo stay theirs to read.
    expect((await profile(driver.id, driver.token)).statusCode).toBe(200)
    expect((await photo(driver.id, driver.token)).statusCode).toBe(200)
  })

  it.each([
    ['blocked', 'driver_blocked', 'account_blocked'],
    ['registering', 'driver_on_sms_form', 'forbidden'],
  ])('refuses a %s member, even one in the carpool', async (_label, step, code) => {
    const { driver, passenger } = await carpool('pending', 50)
    await ctx.db.updateTable('users').set({ workflow_next_step: step }).where('id', '=', passenger.id).execute()
    expect(errorCodes(await profile(driver.id, passenger.token))).toEqual([code])
    expect((await photo(driver.id, passenger.token)).statusCode).toBe(403)
  })

  it('lets a passenger leave an upcoming carpool (DELETE /user/rentals/{id}/passengers), after which the driver is hidden', async () => {
    const { driver, passenger, rental } = await carpool('pending', 60)
    const left = await ctx.del(`/api/user/rentals/${rental.id}/passengers`, { token: passenger.token })
    expect(left.statusCode).toBe(204)
    const seats = await ctx.db.selectFrom('rental_passengers').select('id').where('rental_id', '=', rental.id).execute()
    expect(seats).toEqual([])
    expect(errorCodes(await profile(driver.id, passenger.token))).toEqual(['not_found'])
    expect((await ctx.get(`/api/user/rentals/${rental.id}`, { token: passenger.token })).statusCode).toBe(404)
    // Leaving twice, or a carpool one never joined: 404.
    expect((await ctx.del(`/api/user/rentals/${rental.id}/passengers`, { token: passenger.token })).statusCode).toBe(404)
  })

  it('refuses leaving a carpool under way, and the driver "leaving" their own', async () => {
    const { driver, passenger, rental } = await carpool('in_progress', -1)
    const res = await ctx.del(`/api/user/rentals/${rental.id}/passengers`, { token: passenger.token })
    expect({ status: res.statusCode, codes: errorCodes(res) }).toEqual({ status: 400, codes: ['RENTAL_STATUS_NOT_MODIFIABLE'] })
    expect((await ctx.del(`/api/user/rentals/${rental.id}/passengers`, { token: driver.token })).statusCode).toBe(404)
  })
})
