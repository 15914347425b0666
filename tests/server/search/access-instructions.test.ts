import { VehicleResponseSchema, VehicleSearchResponseSchema } from '@contracts/vehicle'
import type { Rental, RentalStatus } from '@contracts/rental'
import { createTestContext, type TestContext } from '../helpers'
import { insertRental } from '../rentals/rental-helpers'
import { demoTripFields, newMember, rentalWindow, stationId, window } from './search-helpers'

const CODE = 'Boîte à clés 4821, côté gauche du portail.'

/** A vehicle's access text (lockbox codes) reaches only a member driving a rental of it (within the day before its start: tests/server/security). */
describe('vehicle access instructions', () => {
  let ctx: TestContext
  let gare: number
  let vehicle: number

  beforeAll(async () => {
    ctx = await createTestContext()
    gare = await stationId(ctx, 'Gare Centrale')
    const tenantId = await ctx.tenantId('demo')
    const model = await ctx.db.selectFrom('vehicles').selectAll().where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()
    const { id: _id, ...copy } = model
    const row = await ctx.db
      .insertInto('vehicles')
      .values({
        ...copy,
        station_id: gare,
        seats_count: 4,
        license_plate: 'T-ACCESS',
        internal_identifier: 'TEST-ACCESS',
        access_instructions: CODE,
        access_instructions_translations: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    vehicle = row.id
  })
  afterAll(() => ctx.close())

  const accessIn = async (token: string) => {
    const res = await ctx.get(`/api/vehicles/${vehicle}`, { token })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const body = VehicleResponseSchema.parse(res.json())
    expect(body.vehicle).toHaveProperty('access_instructions')
    return body.vehicle.access_instructions
  }
  const searchedAccess = async (token: string) => {
    const res = await ctx.post('/api/vehicles/search', { search: { ...window(24, 3), start_station_id: gare } }, { token })
    expect(res.statusCode).toBe(200)
    const result = VehicleSearchResponseSchema.parse(res.json()).results.find((r) => r.vehicle.id === vehicle)
    expect(result).toBeDefined()
    expect(result?.vehicle).toHaveProperty('access_instructions')
    return result?.vehicle.access_instructions
  }
  const book = async (token: string, over: Record<string, unknown> = {}) => {
    const res = await ctx.post('/api/user/rentals', { rental: { vehicle_id: vehicle, ...rentalWindow(20, 2), ...(await demoTripFields(ctx)), ...over } }, { token })
    expect(res.statusCode).toBe(201)
    return (res.json() as { rental: Rental }).rental.id
  }

  it("is null in every search answer, for guests and members, even the vehicle's driver", async () => {
    const member = await newMember(ctx)
    expect(await searchedAccess(await ctx.guestToken())).toBeNull()
    expect(await searchedAccess(member.token)).toBeNull()
    const rental = await book(member.token, rentalWindow(60, 2))
    expect(await searchedAccess(member.token)).toBeNull()
    expect((await ctx.del(`/api/user/rentals/${rental}`, { token: member.token })).statusCode).toBe(200)
  })

  it("reads in the driver's language when the operator wrote a translation, else the main text", async () => {
    const driver = await newMember(ctx)
    const rental = await book(driver.token)
    const inLang = async (lang: string) =>
      VehicleResponseSchema.parse((await ctx.get(`/api/vehicles/${vehicle}`, { token: driver.token, lang })).json()).vehicle.access_instructions
    expect(await inLang('en')).toBe(CODE)
    await ctx.db
      .updateTable('vehicles')
      .set({ access_instructions_translations: JSON.stringify({ en: 'Key box 4821, left of the gate.' }) })
      .where('id', '=', vehicle)
      .execute()
    try {
      expect(await inLang('en')).toBe('Key box 4821, left of the gate.')
      expect(await inLang('fr')).toBe(CODE)
      await ctx.db.updateTable('vehicles').set({ access_instructions_translations: '{not json' }).where('id', '=', vehicle).execute()
      expect(await inLang('en')).toBe(CODE)
    } finally {
      await ctx.db.updateTable('vehicles').set({ access_instructions_translations: null }).where('id', '=', vehicle).execute()
      await ctx.del(`/api/user/rentals/${rental}`, { token: driver.token })
    }
  })

  it('is given by GET /vehicles/{id} to the driver of a rental of it until it is cancelled, null to anyone else', async () => {
    const driver = await newMember(ctx)
    const other = await newMember(ctx)
    expect(await accessIn(await ctx.guestToken())).toBeNull()
    expect(await accessIn(driver.token)).toBeNull()

    const rental = await book(driver.token)
    expect(await accessIn(driver.token)).toBe(CODE)
    expect(await accessIn(other.token)).toBeNull()
    expect(await accessIn(await ctx.guestToken())).toBeNull()

    expect((await ctx.del(`/api/user/rentals/${rental}`, { token: driver.token })).statusCode).toBe(200)
    expect(await accessIn(driver.token)).toBeNull()
  })

  it('is given only while the driver may still open the vehicle: pending or in progress, not refused, expired, closed or cancelled', async () => {
    const guest = await ctx.guestToken()
    const other = await newMember(ctx)
    // Past or far-off windows, away from the other tests' searches and bookings.
    const cases: { status: RentalStatus; startInHours: number; reads: boolean }[] = [
      { status: 'pending', startInHours: 12, reads: true },
      { status: 'in_progress', startInHours: -1, reads: true },
      { status: 'refused', startInHours: 210, reads: false },
      { status: 'expired', startInHours: -30, reads: false },
      { status: 'closed', startInHours: -24 * 60, reads: false },
      { status: 'cancelled', startInHours: 220, reads: false },
    ]
    const seen: { status: RentalStatus; driver: string | null; other: string | null; guest: string | null }[] = []
    for (const c of cases) {
      // Written directly: no route sets refused, expired or closed.
      const driver = await newMember(ctx)
      await insertRental(ctx, Date.now(), { driver: driver.email, status: c.status, startInHours: c.startInHours, hours: 2, vehicleId: vehicle })
      seen.push({ status: c.status, driver: await accessIn(driver.token), other: await accessIn(other.token), guest: await accessIn(guest) })
    }
    expect(seen).toEqual(cases.map((c) => ({ status: c.status, driver: c.reads ? CODE : null, other: null, guest: null })))
  })

  it('is null to a carpool passenger, who is not the driver', async () => {
    const driver = await newMember(ctx)
    const passenger = await newMember(ctx)
    const rental = await book(driver.token, { ...rentalWindow(5, 2), carpooling: true, carpooling_destination: 'Sherbrooke' })
    expect((await ctx.post(`/api/user/rentals/${rental}/passengers`, { passenger: { rental_id: rental } }, { token: passenger.token })).statusCode).toBe(201)
    expect(await accessIn(passenger.token)).toBeNull()
    expect(await accessIn(driver.token)).toBe(CODE)
  })
})
