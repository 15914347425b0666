import { RentalsResponseSchema, RentalResponseSchema, type Rental } from '@contracts/rental'
import { PublicUserSchema } from '@contracts/user'
import { createTestContext, errorCodes, type TestContext } from '../helpers'

let ctx: TestContext
let driver: string
let driver2: string
let leaving: string
let driverId: number
let driver2Id: number

beforeAll(async () => {
  ctx = await createTestContext()
  driver = await ctx.tokenFor('driver@demo.test')
  driver2 = await ctx.tokenFor('driver2@demo.test')
  leaving = await ctx.tokenFor('leaving@demo.test')
  driverId = await ctx.userId('driver@demo.test')
  driver2Id = await ctx.userId('driver2@demo.test')
})
afterAll(() => ctx.close())

/** A token of a member who may book, on another tenant (entreprise) than the rentals read here (demo). */
async function entrepriseMemberToken(): Promise<string> {
  const other = await ctx.db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select('users.email')
    .where('tenants.slug', '=', 'entreprise')
    .where('users.workflow_next_step', '=', 'driver_ok')
    .executeTakeFirstOrThrow()
  return ctx.tokenFor(other.email, { host: 'entreprise.localhost' })
}

const list = async (path: string, token: string, query: Record<string, string | string[]> = {}) => {
  const res = await ctx.get(path, { token, query })
  expect(res.statusCode).toBe(200)
  return RentalsResponseSchema.parse(res.json())
}

describe('GET /api/rentals', () => {
  it('lists the member own rentals as driver, in the wire schema, with passengers_count and actions', async () => {
    const { rentals, meta } = await list('/api/rentals', driver)
    expect(meta).toEqual({ total: 6, limit: 20, page: 1 })
    expect(rentals.every((r) => r.driver_id === driverId)).toBe(true)
    const starts = rentals.map((r) => r.reservation_start_time)
    expect(starts).toEqual([...starts].sort())
    expect(rentals.every((r) => typeof r.passengers_count === 'number' && r.actions !== undefined)).toBe(true)
  })

  it('filters by Rails-style statuses[], orders desc, and pages with the spec sizes', async () => {
    const closed = await list('/api/rentals', driver, { 'statuses[]': ['closed', 'expired', 'cancelled', 'refused'], order: 'desc', limit: '15' })
    expect(closed.meta).toEqual({ total: 4, limit: 15, page: 1 })
    const starts = closed.rentals.map((r) => r.reservation_start_time)
    expect(starts).toEqual([...starts].sort().reverse())
    const upcoming = await list('/api/rentals', driver, { 'statuses[]': ['pending', 'prepared'], limit: '20' })
    expect(upcoming.rentals.map((r) => r.status)).toEqual(['prepared'])
    const inProgress = await list('/api/rentals', driver, { 'statuses[]': ['check_in', 'check_out', 'in_progress', 'locking'], limit: '3' })
    expect(inProgress.rentals.map((r) => r.status)).toEqual(['in_progress'])
    const page2 = await list('/api/rentals', driver, { limit: '4', page: '2' })
    expect(page2.meta).toEqual({ total: 6, limit: 4, page: 2 })
    expect(page2.rentals).toHaveLength(2)
  })

  it('accepts the member own id in driver_ids[] and refuses anyone else with 403', async () => {
    expect((await list('/api/rentals', driver, { 'driver_ids[]': String(driverId) })).meta.total).toBe(6)
    const res = await ctx.get('/api/rentals', { token: driver, query: { 'driver_ids[]': String(driver2Id) } })
    expect(res.statusCode).toBe(403)
    expect(errorCodes(res)).toEqual(['forbidden'])
  })

  it('answers 400 for an unknown status and 401 without a member token', async () => {
    const bad = await ctx.get('/api/rentals', { token: driver, query: { 'statuses[]': 'parked' } })
    expect(bad.statusCode).toBe(400)
    expect((await ctx.get('/api/rentals')).statusCode).toBe(401)
    expect((await ctx.get('/api/rentals', { token: await ctx.guestToken() })).statusCode).toBe(401)
  })

  it('never shows another tenant rentals', async () => {
    const token = await entrepriseMemberToken()
    const res = await ctx.get('/api/rentals', { token, host: 'entreprise.localhost' })
    const demoTenant = await ctx.tenantId('demo')
    const demoIds = new Set((await ctx.db.selectFrom('rentals').select('id').where('tenant_id', '=', demoTenant).execute()).map((r) => r.id))
    expect(RentalsResponseSchema.parse(res.json()).rentals.some((r) => demoIds.has(r.id))).toBe(false)
  })
})

describe('GET /api/user/carpooling_rentals', () => {
  it('lists the carpools the member joined as passenger, not their own offers, without the price', async () => {
    const joined = await list('/api/user/carpooling_rentals', driver)
    expect(joined.meta.total).toBe(2)
    expect(joined.rentals.every((r) => r.driver_id === driver2Id && r.carpooling && r.price === null)).toBe(true)
    expect(joined.rentals.every((r) => r.actions && !r.actions.cancel.allowed && !r.actions.modify_start.allowed)).toBe(true)
    const upcoming = await list('/api/user/carpooling_rentals', driver, { 'statuses[]': ['pending', 'prepared'], limit: '20' })
    expect(upcoming.rentals.map((r) => r.status)).toEqual(['pending'])
    // driver2 offers carpools but joined none.
    expect((await list('/api/user/carpooling_rentals', driver2)).meta.total).toBe(0)
  })
})

describe('GET /api/user/rentals/{id}', () => {
  const get = (id: number, token: string, host?: string) => ctx.get(`/api/user/rentals/${id}`, { token, host })

  it('shows the driver their rental with its price and what they may do', async () => {
    const { rentals } = await list('/api/rentals', driver, { 'statuses[]': 'closed' })
    const res = await get(rentals[0].id, driver)
    expect(res.statusCode).toBe(200)
    const { rental } = RentalResponseSchema.parse(res.json())
    expect(rental.price).not.toBeNull()
    expect(rental.actions?.cancel.allowed).toBe(false)
  })

  it('shows a passenger the carpool they joined, without the price, and the driver public card', async () => {
    const { rentals } = await list('/api/user/carpooling_rentals', driver)
    const ride: Rental = rentals.find((r) => r.status === 'closed')!
    const res = await get(ride.id, driver)
    expect(res.statusCode).toBe(200)
    const { rental } = RentalResponseSchema.parse(res.json())
    expect(rental).toMatchObject({ id: ride.id, driver_id: driver2Id, carpooling: true, price: null, discount_codes: [] })
    expect(rental.passengers_count).toBe(1)
    const card = await ctx.get(`/api/users/${driver2Id}`, { token: driver })
    expect(card.statusCode).toBe(200)
    const user = PublicUserSchema.parse(card.json().user)
    expect(user).toMatchObject({ id: driver2Id, first_name: 'Alex', last_name: 'Gagnon' })
    expect(user.cell_phone).not.toBeNull()
    expect(card.json().user).not.toHaveProperty('email')
  })

  it('answers 404 to a member of the tenant who takes no part, as across tenants or for no such rental: nothing tells whether it exists', async () => {
    const { rentals } = await list('/api/rentals', driver)
    const res = await get(rentals[0].id, leaving)
    const none = await get(999999, leaving)
    expect({ status: res.statusCode, codes: errorCodes(res) }).toEqual({ status: 404, codes: ['not_found'] })
    expect(res.body).toBe(none.body)
    const foreign = await entrepriseMemberToken()
    expect((await get(rentals[0].id, foreign, 'entreprise.localhost')).statusCode).toBe(404)
    expect((await get(999999, driver)).statusCode).toBe(404)
    expect((await ctx.get('/api/user/rentals/abc', { token: driver })).statusCode).toBe(404)
  })
})
