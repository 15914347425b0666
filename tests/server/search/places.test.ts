import { PlacesResponseSchema } from '@contracts/place'
import { startFakeGeocoder, type FakeGeocoder } from '../../../server/domain/places/testing/fake-geocoder'
import { createTestContext, type TestContext } from '../helpers'

const places = (res: { json: () => unknown }) => PlacesResponseSchema.parse(res.json()).places
const names = (res: { json: () => unknown }) => places(res).map((p) => p.name)

describe('GET /places with the built-in gazetteer', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it("suggests places of the tenant's country to a guest", async () => {
    const guest = await ctx.guestToken()
    const res = await ctx.get('/api/places', { token: guest, query: { q: 'gare centr' } })
    expect(res.statusCode).toBe(200)
    const [first] = places(res)
    expect(first).toMatchObject({ name: 'Gare Centrale', latitude: 45.4996, longitude: -73.5663 })
    expect(first.formatted_address).toContain('Montréal')
    expect(names(await ctx.get('/api/places', { token: guest, query: { q: 'tour eiffel' } }))).toEqual([])
  })

  it("follows the tenant's country and the limit", async () => {
    const member = await ctx.tokenFor('driver@demo.test')
    expect(names(await ctx.get('/api/places', { token: member, query: { q: 'station', limit: '3' } }))).toHaveLength(3)
    await ctx.updateTenantSettings('simple', (s) => {
      s.iso3166 = 'FR'
    })
    const guest = await ctx.guestToken({ host: 'simple.localhost' })
    expect(names(await ctx.get('/api/places', { token: guest, host: 'simple.localhost', query: { q: 'tour eiffel' } }))).toEqual(['Tour Eiffel'])
  })

  it('needs a token and a query', async () => {
    expect((await ctx.get('/api/places', { query: { q: 'gare' } })).statusCode).toBe(401)
    const guest = await ctx.guestToken()
    expect((await ctx.get('/api/places', { token: guest })).statusCode).toBe(400)
    expect((await ctx.get('/api/places', { token: guest, query: { q: 'gare', limit: '500' } })).statusCode).toBe(400)
  })
})

describe('GET /places through a configured geocoder', () => {
  let ctx: TestContext
  let fake: FakeGeocoder
  beforeAll(async () => {
    fake = await startFakeGeocoder()
    ctx = await createTestContext({ config: { geocoderUrl: `${fake.url}/search` } })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  it("asks the geocoder for the tenant's country only", async () => {
    const guest = await ctx.guestToken()
    const res = await ctx.get('/api/places', { token: guest, query: { q: 'gare' }, lang: 'en' })
    expect(res.statusCode).toBe(200)
    expect(places(res)).toEqual([
      {
        place_id: 'nominatim:node7001',
        name: 'Gare Centrale',
        formatted_address: 'Gare Centrale, Rue De La Gauchetière Ouest, Montréal, Québec, Canada',
        latitude: 45.4996,
        longitude: -73.5663,
      },
    ])
    const asked = fake.requests.at(-1)!
    expect(asked.searchParams.get('countrycodes')).toBe('ca')
    expect(asked.searchParams.get('accept-language')).toBe('en')
  })

  it('answers from the gazetteer while the geocoder is down', async () => {
    fake.failWith(502)
    try {
      const guest = await ctx.guestToken()
      expect(names(await ctx.get('/api/places', { token: guest, query: { q: 'oratoire' } }))).toEqual(['Oratoire Saint-Joseph'])
    } finally {
      fake.failWith(0)
    }
  })
})
