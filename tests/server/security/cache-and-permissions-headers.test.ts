import { createTestContext, type TestContext } from '../helpers'
import { apiRoutes } from './route-table'

// Answers holding personal data carry `Cache-Control: no-store`, so no shared or browser cache keeps
// them, and every answer a Permissions-Policy.

/** The only API answers a cache may keep: public images every visitor of the tenant sees. */
// The tenant's public branding (logo, favicon, the installable app's manifest and icons) and vehicle photos.
const PUBLIC_CACHEABLE = [
  '/api/tenant/logo.svg',
  '/api/tenant/favicon.svg',
  '/api/tenant/manifest.webmanifest',
  '/api/tenant/icon-:size.png',
  '/api/tenant/maskable-icon-:size.png',
  '/api/vehicle_photos/:id/:view',
]

describe('Cache-Control and Permissions-Policy', () => {
  let ctx: TestContext
  let token: string
  beforeAll(async () => {
    ctx = await createTestContext()
    token = await ctx.tokenFor('driver@demo.test')
  })
  afterAll(() => ctx.close())

  it('every GET of the API answers no-store (success or error), except the public images', async () => {
    const driverId = await ctx.userId('driver@demo.test')
    const rental = await ctx.db.selectFrom('rentals').select('id').where('driver_id', '=', driverId).executeTakeFirstOrThrow()
    const gets = apiRoutes(ctx.app).filter((r) => r.method === 'GET')
    expect(gets.length).toBeGreaterThan(20)
    for (const route of gets) {
      const id = route.url.startsWith('/api/user/rentals') || route.url.startsWith('/api/rentals') ? rental.id : route.url.startsWith('/api/users') ? driverId : 1
      const url = route.url.replace(':id', String(id)).replace(':view', 'side.svg')
      for (const t of [token, null]) {
        const res = await ctx.get(url, { token: t })
        const expected = PUBLIC_CACHEABLE.includes(route.url) && res.statusCode === 200 ? /^public, max-age=\d+$/ : /^(private, )?no-store$/
        expect(String(res.headers['cache-control']), `${url} ${res.statusCode} token=${Boolean(t)}`).toMatch(expected)
      }
    }
    expect((await ctx.get('/api/user', { token })).statusCode).toBe(200)
  })

  it('answers to POST, PUT and DELETE and unknown API paths are no-store too', async () => {
    expect((await ctx.post('/api/oauth2/token', { grant_type: 'client_credentials', client_id: 'frontoffice-web' })).headers['cache-control']).toBe('no-store')
    expect((await ctx.put('/api/user', { user: { first_name: 'Dominique' } }, { token })).headers['cache-control']).toBe('no-store')
    expect((await ctx.get('/api/nothing-here')).headers['cache-control']).toBe('no-store')
    expect((await ctx.post('/api/user/data_request', {}, { token })).headers['cache-control']).toBe('no-store')
  })

  it("a Permissions-Policy on every answer: geolocation and Stripe's payment for the app's pages, nothing for the API", async () => {
    for (const url of ['/frontofficev2/', '/frontofficev2/search', '/backoffice']) {
      const policy = String((await ctx.get(url, { headers: { accept: 'text/html' } })).headers['permissions-policy'])
      expect(policy, url).toContain('geolocation=(self)')
      expect(policy, url).toContain('payment=(self "https://js.stripe.com")')
      expect(policy, url).toContain('camera=()')
      expect(policy, url).toContain('microphone=()')
    }
    for (const url of ['/api/tenant', '/api/user', '/api/nothing', '/api/vehicle_photos/1/side.svg']) {
      const policy = String((await ctx.get(url, { token })).headers['permissions-policy'])
      expect(policy, url).toContain('geolocation=()')
      expect(policy, url).toContain('camera=()')
      expect(policy, url).not.toContain('self')
    }
  })
})
