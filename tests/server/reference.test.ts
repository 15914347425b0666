import {
  AdditionalDocumentsResponseSchema,
  CategoriesResponseSchema,
  CategoryRatesResponseSchema,
  CustomContentsResponseSchema,
  StationsResponseSchema,
  TermsVersionsResponseSchema,
} from '@contracts/reference'
import { createTestContext, errorCodes, type TestContext } from './helpers'

let ctx: TestContext
let guest: string
beforeAll(async () => {
  ctx = await createTestContext()
  guest = await ctx.guestToken()
})
afterAll(() => ctx.close())

describe('reference data', () => {
  it('serves the demo stations with real coordinates and aliases to a guest', async () => {
    const { stations } = StationsResponseSchema.parse((await ctx.get('/api/stations', { token: guest })).json())
    expect(stations).toHaveLength(12)
    const gare = stations.find((s) => s.name === 'Gare Centrale')
    expect(gare).toMatchObject({ latitude: 45.4998, longitude: -73.5664 })
    expect(gare?.aliases).toContain('Central Station')
    const one = await ctx.get(`/api/stations/${gare?.id}`, { token: guest })
    expect(one.json().station.name).toBe('Gare Centrale')
  })

  it('serves categories with the catalog aliases, rental labels and registration flows', async () => {
    const { categories } = CategoriesResponseSchema.parse((await ctx.get('/api/categories', { token: guest })).json())
    expect(categories.map((c) => c.name)).toEqual(['Citadine', 'SUV', 'Utilitaire', 'Berline', 'Électrique'])
    expect(categories.find((c) => c.name === 'Utilitaire')?.aliases).toContain('van')
    const labels = (await ctx.get('/api/rental_labels', { token: guest })).json().rental_labels
    expect(labels.map((l: { name: string }) => l.name)).toEqual(['Professionnel', 'Personnel'])
    expect((await ctx.get('/api/registration_flows', { token: guest })).json().registration_flows).toEqual([{ id: expect.any(Number), name: 'Inscription standard' }])
  })

  it("serves each category's rates in the tenant's currency and unit, its own categories only", async () => {
    const { category_rates } = CategoryRatesResponseSchema.parse((await ctx.get('/api/category_rates', { token: guest })).json())
    expect(category_rates.map((r) => r.name)).toEqual(['Citadine', 'SUV', 'Utilitaire', 'Berline', 'Électrique'])
    for (const r of category_rates) {
      expect(r.hourly.value_cents).toBeGreaterThan(0)
      expect(r.daily.value_cents).toBeGreaterThan(r.hourly.value_cents)
      expect(r.hourly.iso_code).toBe('CAD')
      expect(r.distance_unit).toBe('km')
    }
    const host = 'entreprise.localhost'
    const member = await ctx.tokenFor('driver@entreprise.test', { host })
    const other = CategoryRatesResponseSchema.parse((await ctx.get('/api/category_rates', { host, token: member })).json())
    expect(other.category_rates.map((r) => r.name)).toEqual(['Citadine', 'Utilitaire', 'Électrique'])
    expect(other.category_rates.every((r) => r.hourly.iso_code === 'EUR')).toBe(true)
    expect(errorCodes(await ctx.get('/api/category_rates'))).toEqual(['unauthorized'])
  })

  it("gives additional documents in the request's language", async () => {
    const fr = AdditionalDocumentsResponseSchema.parse((await ctx.get('/api/additional_documents', { token: guest })).json())
    const en = AdditionalDocumentsResponseSchema.parse((await ctx.get('/api/additional_documents', { token: guest, lang: 'en-CA,en;q=0.9' })).json())
    expect(fr.additional_documents[0]).toMatchObject({ name: 'proof_of_address', title: 'Preuve de résidence', required: true })
    expect(en.additional_documents[0]).toMatchObject({ name: 'proof_of_address', title: 'Proof of address' })
    expect(en.additional_documents[1]).toMatchObject({ name: 'work_certificate', required: false })
  })

  it('needs a token (401 without), and a member on a private platform (403 for a guest)', async () => {
    expect(errorCodes(await ctx.get('/api/stations'))).toEqual(['unauthorized'])
    const host = 'entreprise.localhost'
    const privateGuest = await ctx.guestToken({ host })
    expect(errorCodes(await ctx.get('/api/stations', { host, token: privateGuest }))).toEqual(['forbidden'])
    const member = await ctx.tokenFor('driver@entreprise.test', { host })
    const { stations } = (await ctx.get('/api/stations', { host, token: member })).json()
    expect(stations.map((s: { name: string }) => s.name)).toContain('Gare de Lyon')
  })

  it("never shows another tenant's rows", async () => {
    const host = 'entreprise.localhost'
    const member = await ctx.tokenFor('driver@entreprise.test', { host })
    const demoStation = (await ctx.get('/api/stations', { token: guest })).json().stations[0]
    expect((await ctx.get(`/api/stations/${demoStation.id}`, { host, token: member })).statusCode).toBe(404)
    const names = (await ctx.get('/api/stations', { host, token: member })).json().stations.map((s: { name: string }) => s.name)
    expect(names).not.toContain('Gare Centrale')
    expect((await ctx.get('/api/rental_labels', { host, token: member })).json().rental_labels).toEqual([])
    expect((await ctx.get('/api/categories', { host, token: member })).json().categories.map((c: { name: string }) => c.name)).toEqual(['Citadine', 'Utilitaire', 'Électrique'])
  })

  it('404 for a missing station or a non-numeric id', async () => {
    expect(errorCodes(await ctx.get('/api/stations/999999', { token: guest }))).toEqual(['not_found'])
    expect(errorCodes(await ctx.get('/api/stations/gare', { token: guest }))).toEqual(['not_found'])
  })
})

describe('custom contents and terms', () => {
  it('answers each content type in the request language, with no token', async () => {
    for (const type of ['faq', 'contact', 'privacy', 'privacy_usage']) {
      const fr = CustomContentsResponseSchema.parse((await ctx.get('/api/custom_contents', { query: { type } })).json())
      const en = CustomContentsResponseSchema.parse((await ctx.get('/api/custom_contents', { query: { type }, lang: 'en' })).json())
      expect(fr.custom_contents).toHaveLength(1)
      expect(fr.custom_contents[0].type).toBe(type)
      expect(en.custom_contents[0].content).not.toBe(fr.custom_contents[0].content)
    }
    const privacy = (await ctx.get('/api/custom_contents', { query: { type: 'privacy' } })).json().custom_contents[0]
    expect(privacy.content).toContain('24 mois')
  })

  it('falls back to the tenant language when the request asks for one it does not have', async () => {
    const res = await ctx.get('/api/custom_contents', { host: 'simple.localhost', query: { type: 'faq' }, lang: 'en' })
    expect(res.json().custom_contents[0].title).toBe('Questions fréquentes')
  })

  it('rejects an unknown type with 400', async () => {
    const res = await ctx.get('/api/custom_contents', { query: { type: 'recipes' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('type')
  })

  it('serves the current terms version URI-encoded, per language', async () => {
    const fr = TermsVersionsResponseSchema.parse((await ctx.get('/api/terms_and_conditions_versions', { query: { current: 'true' } })).json())
    expect(fr.terms_and_conditions_versions).toHaveLength(1)
    expect(decodeURIComponent(fr.terms_and_conditions_versions[0].content)).toContain("<h1>Conditions générales d'utilisation")
    const en = (await ctx.get('/api/terms_and_conditions_versions', { query: { current: 'true' }, lang: 'en' })).json()
    expect(decodeURIComponent(en.terms_and_conditions_versions[0].content)).toContain('<h1>Terms and conditions')
  })

  it("records an acceptance of the current version; 404 for another tenant's version", async () => {
    const now = Date.now()
    const tenantId = await ctx.tenantId('demo')
    const v2 = await ctx.db
      .insertInto('terms_versions')
      .values({ tenant_id: tenantId, content_fr: encodeURIComponent('<p>v2</p>'), content_en: encodeURIComponent('<p>v2</p>'), current: 1, published_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    await ctx.db.updateTable('terms_versions').set({ current: 0 }).where('tenant_id', '=', tenantId).where('id', '!=', v2.id).execute()
    const token = await ctx.tokenFor('driver@demo.test')
    expect((await ctx.get('/api/user', { token })).json().user.accepted_terms_version_id).toBeNull()
    const res = await ctx.post('/api/user/terms_and_conditions_versions/accept', { terms_and_conditions: { version_id: v2.id } }, { token })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.accepted_terms_version_id).toBe(v2.id)
    const acceptances = await ctx.db.selectFrom('terms_acceptances').selectAll().where('version_id', '=', v2.id).execute()
    expect(acceptances).toHaveLength(1)

    const other = (await ctx.get('/api/terms_and_conditions_versions', { host: 'entreprise.localhost' })).json().terms_and_conditions_versions[0]
    expect(errorCodes(await ctx.post('/api/user/terms_and_conditions_versions/accept', { terms_and_conditions: { version_id: other.id } }, { token }))).toEqual(['not_found'])
    expect((await ctx.post('/api/user/terms_and_conditions_versions/accept', { terms_and_conditions: { version_id: v2.id } }, { token: guest })).statusCode).toBe(401)
    expect((await ctx.post('/api/user/terms_and_conditions_versions/accept', { terms_and_conditions: {} }, { token })).statusCode).toBe(400)
  })
})

describe('seeded fleet', () => {
  it('has 40+ vehicles on the demo tenant, each with generated photos served as SVG', async () => {
    const tenantId = await ctx.tenantId('demo')
    const vehicles = await ctx.db.selectFrom('vehicles').selectAll().where('tenant_id', '=', tenantId).execute()
    expect(vehicles.length).toBeGreaterThanOrEqual(40)
    expect(new Set(vehicles.map((v) => v.license_plate)).size).toBe(vehicles.length)
    expect(vehicles.some((v) => v.fuel_type === 'electric' && v.box_state_of_charge !== null)).toBe(true)
    expect(vehicles.some((v) => v.geotracking_privacy_usage === 1)).toBe(true)
    const [side] = JSON.parse(vehicles[0].photos) as string[]
    const svg = await ctx.get(side)
    expect(svg.statusCode).toBe(200)
    expect(svg.headers['content-type']).toContain('image/svg+xml')
    expect(svg.body).toContain(vehicles[0].license_plate)
    expect((await ctx.get(side, { host: 'entreprise.localhost' })).statusCode).toBe(404)
    expect((await ctx.get(`/api/vehicle_photos/${vehicles[0].id}/back.svg`)).statusCode).toBe(404)
  })
})
