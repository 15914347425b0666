import { RentalResponseSchema, RentalsResponseSchema } from '@contracts/rental'
import { TenantResponseSchema } from '@contracts/tenant'
import { createTestContext, type TestContext } from './helpers'
import { demoTripFields, newMember, newVehicle, rentalWindow, stationId } from './search/search-helpers'

/**
 * The calls of spec section 7 as an outside client writes them from the spec's own text, where it
 * differs from what the app sends: bare rental fields, a list parameter sent once.
 */
let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('rentals as spec section 7 spells them', () => {
  it('POST /user/rentals takes the bare fields the spec lists, and PUT the bare times', async () => {
    const member = await newMember(ctx)
    const gare = await stationId(ctx, 'Gare Centrale')
    const vehicle = await newVehicle(ctx, gare)
    const created = await ctx.post(
      '/api/user/rentals',
      { vehicle_id: vehicle, driver_id: member.id, start_station_id: gare, end_station_id: gare, ...rentalWindow(30, 3), ...(await demoTripFields(ctx)) },
      { token: member.token },
    )
    expect(created.statusCode).toBe(201)
    const rental = RentalResponseSchema.parse(created.json()).rental
    expect(rental).toMatchObject({ vehicle_id: vehicle, driver_id: member.id, status: 'pending', ...rentalWindow(30, 3) })

    const moved = await ctx.put(`/api/user/rentals/${rental.id}`, rentalWindow(32, 3), { token: member.token })
    expect(moved.statusCode).toBe(200)
    expect(RentalResponseSchema.parse(moved.json()).rental).toMatchObject(rentalWindow(32, 3))
  })

  it('the nested form the app sends keeps working', async () => {
    const member = await newMember(ctx)
    const vehicle = await newVehicle(ctx, await stationId(ctx, 'Gare Centrale'))
    const created = await ctx.post('/api/user/rentals', { rental: { vehicle_id: vehicle, ...rentalWindow(40, 2), ...(await demoTripFields(ctx)) } }, { token: member.token })
    expect(created.statusCode).toBe(201)
    const { id } = RentalResponseSchema.parse(created.json()).rental
    const moved = await ctx.put(`/api/user/rentals/${id}`, { rental: rentalWindow(41, 2) }, { token: member.token })
    expect(moved.statusCode).toBe(200)
  })
})

describe('list parameters sent once without brackets', () => {
  it('GET /rentals?statuses=closed filters like statuses[]=closed', async () => {
    const driver = await ctx.tokenFor('driver@demo.test')
    const bracketed = await ctx.get('/api/rentals', { token: driver, query: { 'statuses[]': 'closed' } })
    const bare = await ctx.get('/api/rentals', { token: driver, query: { statuses: 'closed' } })
    expect(bare.statusCode).toBe(200)
    const rentals = RentalsResponseSchema.parse(bare.json()).rentals
    expect(rentals.length).toBeGreaterThan(0)
    expect(rentals.every((r) => r.status === 'closed')).toBe(true)
    expect(bare.json()).toEqual(bracketed.json())
  })

  it('GET /rentals?driver_ids=<own id> and GET /user/carpooling_rentals?statuses=pending', async () => {
    const driver = await ctx.tokenFor('driver@demo.test')
    const own = await ctx.get('/api/rentals', { token: driver, query: { driver_ids: String(await ctx.userId('driver@demo.test')) } })
    expect(own.statusCode).toBe(200)
    const carpools = await ctx.get('/api/user/carpooling_rentals', { token: driver, query: { statuses: 'pending' } })
    expect(carpools.statusCode).toBe(200)
    expect(RentalsResponseSchema.parse(carpools.json()).rentals.every((r) => r.status === 'pending')).toBe(true)
  })
})

describe('error details in the request language (spec section 9: French by default, English on request)', () => {
  const tokenWithoutPassword = { grant_type: 'password', username: 'driver@demo.test', client_id: 'frontoffice-web' }

  it('a malformed field: French detail by default, English with Accept-Language en', async () => {
    const fr = await ctx.post('/api/oauth2/token', tokenWithoutPassword)
    expect(fr.statusCode).toBe(400)
    expect(fr.json()).toEqual({ errors: [{ code: 'bad_request', field: 'password', detail: expect.stringMatching(/^password : Entrée invalide/) }] })
    const en = await ctx.post('/api/oauth2/token', tokenWithoutPassword, { lang: 'en' })
    expect(en.json()).toEqual({ errors: [{ code: 'bad_request', field: 'password', detail: 'password: Invalid input: expected string, received undefined' }] })
  })

  it('a detail written by the server (an upload without its file) is French too', async () => {
    const member = await newMember(ctx)
    const boundary = 'wireboundary'
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="document[document_type]"', '', 'selfie', `--${boundary}--`, ''].join('\r\n')
    const send = (lang: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/documents',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${member.token}`, 'accept-language': lang },
      })
    expect((await send('fr')).json()).toEqual({ errors: [{ code: 'bad_request', field: 'document[file]', detail: 'document[file] est manquant' }] })
    expect((await send('en')).json()).toEqual({ errors: [{ code: 'bad_request', field: 'document[file]', detail: 'document[file] is missing' }] })
  })
})

describe('GET /tenant reads the fields spec section 3 names', () => {
  it('logo, favicon and login_background, with the same values as the *_url fields the app reads', async () => {
    const { tenant } = TenantResponseSchema.parse((await ctx.get('/api/tenant')).json())
    expect(tenant).toMatchObject({ logo: '/api/tenant/logo.svg', favicon: '/api/tenant/favicon.svg', login_background: null })
    expect([tenant.logo, tenant.favicon, tenant.login_background]).toEqual([tenant.logo_url, tenant.favicon_url, tenant.login_background_url])
  })
})
