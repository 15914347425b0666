import { RentalResponseSchema, type Rental } from '@contracts/rental'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { demoTripFields, newMember, newVehicle, rentalWindow, stationId } from './search-helpers'

describe('POST /user/rentals', () => {
  let ctx: TestContext
  let gare: number
  let plateau: number
  let trip: Awaited<ReturnType<typeof demoTripFields>>

  beforeAll(async () => {
    ctx = await createTestContext()
    gare = await stationId(ctx, 'Gare Centrale')
    plateau = await stationId(ctx, 'Plateau Mont-Royal')
    trip = await demoTripFields(ctx)
  })
  afterAll(() => ctx.close())

  const book = (token: string, rental: Record<string, unknown>, host?: string) => ctx.post('/api/user/rentals', { rental: { ...(host ? {} : trip), ...rental } }, { token, host })

  it('books a pending rental with every field for the member of the token', async () => {
    const member = await newMember(ctx)
    const vehicle = await newVehicle(ctx, gare)
    const label = (
      await ctx.db
        .selectFrom('rental_labels')
        .select('id')
        .where('tenant_id', '=', await ctx.tenantId('demo'))
        .executeTakeFirstOrThrow()
    ).id
    const before = await ctx.db.selectFrom('discount_codes').select('uses').where('code', '=', 'BIENVENUE').executeTakeFirstOrThrow()
    // Every field the spec names, sent and read back as sent; the destination's place is kept, its coordinates are not answered.
    const fields = {
      vehicle_id: vehicle,
      driver_id: member.id,
      start_station_id: gare,
      end_station_id: plateau,
      ...rentalWindow(30, 3),
      estimated_distance: 250,
      rental_label_id: label,
      discount_codes: ['BIENVENUE'],
      geotracking: true,
      carpooling: true,
      carpooling_destination: 'Québec',
    }
    const destination = { label: 'Famille', formatted_address: 'Vieux-Québec, Québec, QC' }
    const res = await book(member.token, { ...fields, destination: { ...destination, latitude: 46.812, longitude: -71.206 } })
    expect(res.statusCode).toBe(201)
    const rental = RentalResponseSchema.parse(res.json()).rental
    expect(rental).toMatchObject({ status: 'pending', ...fields, destination, distance_unit: 'km', passengers_count: 0 })
    expect(rental.price?.iso_code).toBe('CAD')
    const row = await ctx.db.selectFrom('rentals').selectAll().where('id', '=', rental.id).executeTakeFirstOrThrow()
    expect(row.prediscount_price_cents! - row.price_cents!).toBe(1500)
    const after = await ctx.db.selectFrom('discount_codes').select('uses').where('code', '=', 'BIENVENUE').executeTakeFirstOrThrow()
    expect(after.uses).toBe(before.uses + 1)
    const listed = await ctx.get(`/api/user/rentals/${rental.id}`, { token: member.token })
    expect(listed.statusCode).toBe(200)
  })

  it('takes the destination id a search returned', async () => {
    const member = await newMember(ctx)
    const vehicle = await newVehicle(ctx, gare)
    const search = await ctx.post(
      '/api/vehicles/search',
      { search: { start_station_id: gare, destination_label: 'Bureau', destination_formatted_address: 'Laval, QC', ...toSearch(rentalWindow(40, 2)) } },
      { token: member.token },
    )
    const destinationId = (search.json() as { results: { destination: { id: number } }[] }).results[0].destination.id
    const res = await book(member.token, { vehicle_id: vehicle, destination_id: destinationId, ...rentalWindow(40, 2) })
    expect(res.statusCode).toBe(201)
    expect((res.json() as { rental: Rental }).rental).toMatchObject({
      destination_id: destinationId,
      destination: { label: 'Bureau', formatted_address: 'Laval, QC' },
      start_station_id: gare,
      end_station_id: gare,
    })
  })

  it('refuses guests, drivers who may not book, and a driver_id of someone else', async () => {
    const vehicle = await newVehicle(ctx, gare)
    const body = { vehicle_id: vehicle, ...rentalWindow(30, 2) }
    expect((await book(await ctx.guestToken(), body)).statusCode).toBe(401)
    const registering = await newMember(ctx, { step: 'driver_on_sms_form' })
    expect((await book(registering.token, body)).statusCode).toBe(403)
    const blocked = await newMember(ctx, { step: 'driver_blocked' })
    expect(errorCodes(await book(blocked.token, body))).toEqual(['account_blocked'])
    const member = await newMember(ctx)
    expect((await book(member.token, { ...body, driver_id: await ctx.userId('driver2@demo.test') })).statusCode).toBe(403)
    const waiting = await newMember(ctx, { step: 'driver_waiting_for_validation' })
    expect((await book(waiting.token, body)).statusCode).toBe(201)
  })

  it.each([
    ['an unknown vehicle', { vehicle_id: 999999 }],
    ["a start station that is not the vehicle's", { start_station_id: -1 }],
    ['an unknown end station', { end_station_id: 999999 }],
    ['an unknown destination', { destination_id: 999999, destination: null }],
    ['a carpool destination without the carpool box', { carpooling_destination: 'Laval' }],
    ['a malformed instant', { reservation_start_time: 'demain 9h' }],
    ['an estimated distance beyond 100,000 (a price no integer column holds)', { estimated_distance: 1e12 }],
  ])('answers WRONG_PARAMETER for %s', async (_name, extra) => {
    const member = await newMember(ctx)
    const vehicle = await newVehicle(ctx, gare)
    const patch = 'start_station_id' in extra ? { start_station_id: plateau } : extra
    const res = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(30, 2), ...patch })
    expect([res.statusCode, errorCodes(res)]).toEqual([400, ['WRONG_PARAMETER']])
  })

  it('re-checks the search rules', async () => {
    const member = await newMember(ctx)
    const vehicle = await newVehicle(ctx, gare)
    const codes = async (extra: Record<string, unknown>, token = member.token) => errorCodes(await book(token, { vehicle_id: vehicle, ...rentalWindow(30, 2), ...extra }))
    expect(await codes(rentalWindow(-3, 2))).toEqual(['RENTAL_DATES_IN_PAST'])
    expect(await codes(rentalWindow(30, 0.25))).toEqual(['SEARCH_END_TIME_TOO_SHORT'])
    expect(await codes({ discount_codes: ['NOEL25'] })).toEqual(['EXPIRED_DISCOUNT_CODE'])
    const noCard = await newMember(ctx, { withCard: false })
    expect(await codes({}, noCard.token)).toEqual(['RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING'])
  })

  it('refuses carpooling where the tenant has no carpooling', async () => {
    const station = (
      await ctx.db
        .selectFrom('stations')
        .select('id')
        .where('tenant_id', '=', await ctx.tenantId('simple'))
        .executeTakeFirstOrThrow()
    ).id
    const vehicle = await newVehicle(ctx, station, 'simple')
    const member = await newMember(ctx, { slug: 'simple' })
    const res = await book(member.token, { vehicle_id: vehicle, ...rentalWindow(30, 2), carpooling: true }, 'simple.localhost')
    expect([res.statusCode, errorCodes(res)]).toEqual([400, ['WRONG_PARAMETER']])
    expect((await book(member.token, { vehicle_id: vehicle, ...rentalWindow(30, 2) }, 'simple.localhost')).statusCode).toBe(201)
  })

  it('refuses a vehicle already held at that time, prepare delay included', async () => {
    const [a, b] = [await newMember(ctx), await newMember(ctx)]
    const vehicle = await newVehicle(ctx, gare)
    expect((await book(a.token, { vehicle_id: vehicle, ...rentalWindow(30, 2) })).statusCode).toBe(201)
    // Starts 10 minutes after the first ends: inside the demo tenant's 15 minutes.
    const tooClose = rentalWindow(32 + 1 / 6, 2)
    const res = await book(b.token, { vehicle_id: vehicle, ...tooClose })
    expect([res.statusCode, errorCodes(res)]).toEqual([409, ['VEHICLE_NOT_AVAILABLE']])
    expect((await book(b.token, { vehicle_id: vehicle, ...rentalWindow(32.25, 2) })).statusCode).toBe(201)
  })

  it('gives exactly one rental to 50 simultaneous bookings of one vehicle', async () => {
    const vehicle = await newVehicle(ctx, gare)
    const members = await Promise.all(Array.from({ length: 50 }, () => newMember(ctx)))
    const responses = await Promise.all(members.map((m, i) => book(m.token, { vehicle_id: vehicle, ...rentalWindow(100 + (i % 3), 3) })))
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1)
    const refused = responses.filter((r) => r.statusCode !== 201)
    expect(refused).toHaveLength(49)
    expect(refused.every((r) => r.statusCode === 409 && errorCodes(r)[0] === 'VEHICLE_NOT_AVAILABLE')).toBe(true)
    const rows = await ctx.db.selectFrom('rentals').select('id').where('vehicle_id', '=', vehicle).execute()
    expect(rows).toHaveLength(1)
  })
})

const toSearch = (w: { reservation_start_time: string; reservation_end_time: string }) => ({ start_time: w.reservation_start_time, end_time: w.reservation_end_time })
