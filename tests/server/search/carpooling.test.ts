import { CarpoolSearchResponseSchema, JoinCarpoolResponseSchema, PassengersResponseSchema, type Rental } from '@contracts/rental'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { demoTripFields, newMember, newVehicle, rentalWindow, stationId, window } from './search-helpers'

describe('carpooling', () => {
  let ctx: TestContext
  let gare: number
  let offer: { id: number; start: string; driver: { id: number; token: string } }
  let passengerToken: string

  beforeAll(async () => {
    ctx = await createTestContext()
    gare = await stationId(ctx, 'Gare Centrale')
    const driver = await newMember(ctx, { first_name: 'Offrant' })
    const vehicle = await newVehicle(ctx, gare, 'demo', { seats_count: 3 })
    const res = await ctx.post(
      '/api/user/rentals',
      { rental: { vehicle_id: vehicle, ...rentalWindow(30, 3), ...(await demoTripFields(ctx)), carpooling: true, carpooling_destination: 'Sherbrooke' } },
      { token: driver.token },
    )
    expect(res.statusCode).toBe(201)
    const { rental } = res.json() as { rental: Rental }
    offer = { id: rental.id, start: rental.reservation_start_time, driver }
  })
  afterAll(() => ctx.close())

  const searchOffers = (token: string, search: Record<string, unknown> = {}, host?: string) =>
    ctx.post('/api/carpooling_rentals/search', { search: { start_time: window(0, 1).start_time, ...search } }, { token, host })
  const join = (token: string, rentalId: number, bodyId = rentalId) => ctx.post(`/api/user/rentals/${rentalId}/passengers`, { passenger: { rental_id: bodyId } }, { token })
  const offerIds = (res: { json: () => unknown }) => CarpoolSearchResponseSchema.parse(res.json()).results.map((r) => r.id)

  it("lists other drivers' offers from the station and window with their free seats", async () => {
    const seeker = await newMember(ctx)
    const res = await searchOffers(seeker.token, { start_station_id: gare, end_time: window(48, 1).start_time })
    expect(res.statusCode).toBe(200)
    const body = CarpoolSearchResponseSchema.parse(res.json())
    const mine = body.results.find((r) => r.id === offer.id)
    expect(mine).toMatchObject({ carpooling_destination: 'Sherbrooke', start_station_id: gare, available_seats: 2, driver: { first_name: 'Offrant' } })
    expect(body.total).toBe(body.results.length)
    expect(offerIds(await searchOffers(offer.driver.token, { start_station_id: gare }))).not.toContain(offer.id)
    expect(offerIds(await searchOffers(seeker.token, { start_station_id: gare, start_time: window(40, 1).start_time }))).not.toContain(offer.id)
    const guest = await ctx.guestToken()
    expect(offerIds(await searchOffers(guest, { start_station_id: gare }))).toContain(offer.id)
  })

  it('finds an offer leaving at the very start of the window asked, not one leaving before it', async () => {
    const seeker = await newMember(ctx)
    const at = Date.parse(offer.start)
    const from = (ms: number) => ({ start_station_id: gare, start_time: new Date(ms).toISOString(), end_time: new Date(at + 3_600_000).toISOString() })
    expect(offerIds(await searchOffers(seeker.token, from(at)))).toContain(offer.id)
    expect(offerIds(await searchOffers(seeker.token, from(at + 60_000)))).not.toContain(offer.id)
  })

  it("joins once, never one's own offer, until the car is full", async () => {
    const [a, b, c] = [await newMember(ctx), await newMember(ctx), await newMember(ctx)]
    passengerToken = a.token
    const first = await join(a.token, offer.id)
    expect(first.statusCode).toBe(201)
    const body = JoinCarpoolResponseSchema.parse(first.json())
    expect(body.rental).toMatchObject({ id: offer.id, carpooling: true, passengers_count: 1, price: null })
    expect(body.passengers.map((p) => p.id)).toEqual([a.id])
    expect([(await join(a.token, offer.id)).statusCode, errorCodes(await join(a.token, offer.id))]).toEqual([409, ['CARPOOL_ALREADY_JOINED']])
    expect((await join(offer.driver.token, offer.id)).statusCode).toBe(403)
    expect((await join(b.token, offer.id)).statusCode).toBe(201)
    const full = await join(c.token, offer.id)
    expect([full.statusCode, errorCodes(full)]).toEqual([409, ['CARPOOL_FULL']])
    expect(offerIds(await searchOffers(c.token, { start_station_id: gare }))).not.toContain(offer.id)
  })

  it('refuses what is not an open carpool', async () => {
    const member = await newMember(ctx)
    const plain = await ctx.post(
      '/api/user/rentals',
      { rental: { vehicle_id: await newVehicle(ctx, gare), ...rentalWindow(30, 2), ...(await demoTripFields(ctx)) } },
      { token: (await newMember(ctx)).token },
    )
    const plainId = (plain.json() as { rental: Rental }).rental.id
    expect((await join(member.token, plainId)).statusCode).toBe(404)
    expect(errorCodes(await join(member.token, offer.id, plainId))).toEqual(['WRONG_PARAMETER'])
    expect((await join(member.token, 999999)).statusCode).toBe(404)
    const registering = await newMember(ctx, { step: 'driver_on_sms_form' })
    expect((await join(registering.token, offer.id)).statusCode).toBe(403)
    expect((await join(await ctx.guestToken(), offer.id)).statusCode).toBe(401)
  })

  it('shows the passengers to the driver and the passengers only', async () => {
    const passengers = await ctx.get(`/api/rentals/${offer.id}/passengers`, { token: offer.driver.token })
    expect(passengers.statusCode).toBe(200)
    const list = PassengersResponseSchema.parse(passengers.json()).passengers
    expect(list).toHaveLength(2)
    expect(list[0]).toEqual({ id: expect.any(Number), first_name: 'Test', last_name: 'Member' })
    expect((await ctx.get(`/api/rentals/${offer.id}/passengers`, { token: passengerToken })).json()).toEqual({ passengers: list })
    const stranger = await newMember(ctx)
    expect((await ctx.get(`/api/rentals/${offer.id}/passengers`, { token: stranger.token })).statusCode).toBe(404)
    expect((await ctx.get('/api/rentals/999999/passengers', { token: stranger.token })).statusCode).toBe(404)
  })

  it('does not exist on a tenant without carpooling', async () => {
    const member = await newMember(ctx, { slug: 'simple' })
    expect((await searchOffers(member.token, {}, 'simple.localhost')).statusCode).toBe(404)
  })
})
