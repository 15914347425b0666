import { RentalResponseSchema, type Rental } from '@contracts/rental'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { demoTripFields, newMember, newVehicle, rentalWindow, stationId } from '../search/search-helpers'

/** A destination belongs to whoever created it; nobody else attaches or reads it. */
describe('destinations belong to their author', () => {
  let ctx: TestContext
  let gare: number
  let label: number

  beforeAll(async () => {
    ctx = await createTestContext()
    gare = await stationId(ctx, 'Gare Centrale')
    label = (await demoTripFields(ctx)).rental_label_id
  })
  afterAll(() => ctx.close())

  const toSearch = (w: { reservation_start_time: string; reservation_end_time: string }) => ({ start_time: w.reservation_start_time, end_time: w.reservation_end_time })
  const book = (token: string, rental: Record<string, unknown>) => ctx.post('/api/user/rentals', { rental: { rental_label_id: label, ...rental } }, { token })
  /** The destination id a search answers for `token`'s search with a private destination. */
  const searchedDestination = async (token: string, hoursAhead: number) => {
    const search = await ctx.post(
      '/api/vehicles/search',
      {
        search: { start_station_id: gare, destination_label: 'Chez ma sœur', destination_formatted_address: '12 rue Privée, Laval, QC', ...toSearch(rentalWindow(hoursAhead, 2)) },
      },
      { token },
    )
    expect(search.statusCode).toBe(200)
    return (search.json() as { results: { destination: { id: number } }[] }).results[0].destination.id
  }

  it("refuses another member's destination id, as it refuses an unknown one", async () => {
    const author = await newMember(ctx)
    const other = await newMember(ctx)
    const theirs = await searchedDestination(author.token, 300)
    const res = await book(other.token, { vehicle_id: await newVehicle(ctx, gare), destination_id: theirs, ...rentalWindow(300, 2) })
    expect({ status: res.statusCode, codes: errorCodes(res) }).toEqual({ status: 400, codes: ['WRONG_PARAMETER'] })
    const leaked = await ctx.db.selectFrom('rentals').select('id').where('destination_id', '=', theirs).execute()
    expect(leaked).toEqual([])
  })

  it("stores the member's own place, not the other's, when the booking also says where it goes", async () => {
    const author = await newMember(ctx)
    const other = await newMember(ctx)
    const theirs = await searchedDestination(author.token, 310)
    const res = await book(other.token, {
      vehicle_id: await newVehicle(ctx, gare),
      destination_id: theirs,
      destination: { label: 'Travail', formatted_address: 'Montréal, QC' },
      ...rentalWindow(310, 2),
    })
    expect(res.statusCode).toBe(201)
    const rental = (res.json() as { rental: Rental }).rental
    expect(rental.destination_id).not.toBe(theirs)
    expect(rental.destination).toEqual({ label: 'Travail', formatted_address: 'Montréal, QC' })
  })

  it("keeps a guest search's destination for the member who books after logging in, as their own copy", async () => {
    const guest = await ctx.guestToken()
    const guestDestination = await searchedDestination(guest, 320)
    const member = await newMember(ctx)
    const same = { label: 'Chez ma sœur', formatted_address: '12 rue Privée, Laval, QC' }
    const res = await book(member.token, { vehicle_id: await newVehicle(ctx, gare), destination_id: guestDestination, destination: same, ...rentalWindow(320, 2) })
    expect(res.statusCode).toBe(201)
    const rental = (res.json() as { rental: Rental }).rental
    expect(rental.destination_id).not.toBe(guestDestination)
    expect(rental.destination).toEqual(same)
  })

  it("still takes the member's own destination id", async () => {
    const member = await newMember(ctx)
    const mine = await searchedDestination(member.token, 330)
    const res = await book(member.token, { vehicle_id: await newVehicle(ctx, gare), destination_id: mine, ...rentalWindow(330, 2) })
    expect(res.statusCode).toBe(201)
    expect((res.json() as { rental: Rental }).rental).toMatchObject({ destination_id: mine, destination: { label: 'Chez ma sœur' } })
  })

  it("hides the driver's private destination from carpool passengers, who see the carpool destination", async () => {
    const driver = await newMember(ctx)
    const passenger = await newMember(ctx)
    const mine = await searchedDestination(driver.token, 340)
    const booked = await book(driver.token, {
      vehicle_id: await newVehicle(ctx, gare, 'demo', { seats_count: 4 }),
      destination_id: mine,
      carpooling: true,
      carpooling_destination: 'Laval',
      ...rentalWindow(340, 2),
    })
    expect(booked.statusCode).toBe(201)
    const id = (booked.json() as { rental: Rental }).rental.id
    expect((await ctx.post(`/api/user/rentals/${id}/passengers`, { passenger: { rental_id: id } }, { token: passenger.token })).statusCode).toBe(201)
    const seen = RentalResponseSchema.parse((await ctx.get(`/api/user/rentals/${id}`, { token: passenger.token })).json()).rental
    expect(seen).toMatchObject({ destination: null, carpooling_destination: 'Laval' })
    const listed = (await ctx.get('/api/user/carpooling_rentals', { token: passenger.token })).json() as { rentals: Rental[] }
    expect(listed.rentals.find((r) => r.id === id)?.destination).toBeNull()
  })
})
