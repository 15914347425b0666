import { TenantSchema } from '@contracts/tenant'
import { TenantCache } from '../../server/tenants/tenant-cache'
import { createTestContext, errorCodes, type TestContext } from './helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('GET /api/tenant', () => {
  it('answers the demo tenant on localhost without any token, in the wire schema', async () => {
    const res = await ctx.get('/api/tenant')
    expect(res.statusCode).toBe(200)
    const { tenant } = res.json()
    expect(() => TenantSchema.parse(tenant)).not.toThrow()
    expect(tenant.slug).toBe('demo')
    expect(tenant.platform_type).toBe('public')
    expect(tenant.languages).toEqual(['fr', 'en'])
    expect(tenant.delays.minimum_reservation_duration).toBe(3600)
    expect(tenant.web_client_id).toBe('frontoffice-web')
  })

  it('resolves 127.0.0.1 and [::1] with a port to the demo tenant, and <slug>.localhost to that tenant', async () => {
    expect((await ctx.get('/api/tenant', { host: '127.0.0.1:3000' })).json().tenant.slug).toBe('demo')
    expect((await ctx.get('/api/tenant', { host: '[::1]:3000' })).json().tenant.slug).toBe('demo')
    expect((await ctx.get('/api/tenant', { host: 'entreprise.localhost:3000' })).json().tenant.slug).toBe('entreprise')
    expect((await ctx.get('/api/tenant', { host: 'SIMPLE.localhost' })).json().tenant.slug).toBe('simple')
  })

  it('answers 404 not_found in the error shape for an unknown host', async () => {
    const res = await ctx.get('/api/tenant', { host: 'evil.example.com' })
    expect(res.statusCode).toBe(404)
    expect(errorCodes(res)).toEqual(['not_found'])
  })

  it('applies the -1 defaults of spec section 9 and keeps unknown flags off', async () => {
    const { tenant } = (await ctx.get('/api/tenant', { host: 'simple.localhost' })).json()
    expect(tenant.delays).toMatchObject({
      minimum_reservation_duration: 901,
      cancellation_minimal_delay: 1,
      reservation_start_time_modification_minimal_delay: 1,
      reservation_end_time_modification_minimal_delay: 1,
      maximum_time_in_advance: 28080000,
    })
    expect(tenant.languages).toEqual(['fr'])
    expect(Object.values(tenant.features).every((v) => v === false)).toBe(true)
  })

  it('shows SSO settings on the private tenant without any secret, and never Stripe keys', async () => {
    const { tenant } = (await ctx.get('/api/tenant', { host: 'entreprise.localhost' })).json()
    expect(tenant.platform_type).toBe('private')
    expect(tenant.search_engine).toBe('address')
    expect(tenant.date_format).toBe('YYYY-MM-DD')
    expect(tenant.features.single_sign_on).toBe(true)
    expect(tenant.sso).toMatchObject({ client_id: 'frontoffice-entreprise', scope: 'openid email profile' })
    expect(JSON.stringify(tenant)).not.toMatch(/secret|jwks/i)
  })

  it('reports SSO off when the flag is on but nothing is configured', async () => {
    const { tenant } = (await ctx.get('/api/tenant')).json()
    expect(tenant.features.single_sign_on).toBe(false)
    expect(tenant.sso).toBeNull()
  })

  it('answers the default for a theme colour or image URL an older version stored unchecked', async () => {
    await ctx.updateTenantSettings('simple', (s) => {
      s.theme.primary_color = 'red;}'
      s.theme.pin_color = 'blue'
      s.login_background_url = 'javascript:alert(1)'
    })
    ctx.app.tenants.invalidate()
    const { tenant } = (await ctx.get('/api/tenant', { host: 'simple.localhost' })).json()
    expect(tenant.theme).toMatchObject({ primary_color: '#0B6E4F', pin_color: '#0B6E4F', secondary_color: '#F59E0B' })
    expect(tenant.login_background_url).toBeNull()
    expect(tenant.logo_url).toBe('/api/tenant/logo.svg')
  })

  it('serves a generated logo and favicon', async () => {
    const logo = await ctx.get('/api/tenant/logo.svg')
    expect(logo.statusCode).toBe(200)
    expect(logo.headers['content-type']).toContain('image/svg+xml')
    expect(logo.body).toContain('Montréal Autopartage')
    expect((await ctx.get('/api/tenant/favicon.svg', { host: 'entreprise.localhost' })).body).toContain('FE')
  })
})

describe('TenantCache.freshHost', () => {
  it('answers from loaded, fresh tenants only, and asks for a read once they are stale or dropped', async () => {
    let now = 1_000_000
    const cache = new TenantCache(ctx.db, 5_000, () => now)
    expect(cache.freshHost('localhost')).toBeUndefined()
    await cache.all()
    expect(cache.freshHost('localhost:3000')?.slug).toBe('demo')
    expect(cache.freshHost('entreprise.localhost')?.slug).toBe('entreprise')
    expect(cache.freshHost('evil.example.com')).toBeNull()
    now += 5_000
    expect(cache.freshHost('localhost')).toBeUndefined()
    expect((await cache.resolveHost('localhost'))?.slug).toBe('demo')
    expect(cache.freshHost('localhost')?.slug).toBe('demo')
    cache.invalidate()
    expect(cache.freshHost('localhost')).toBeUndefined()
    // An API call then reads the tenants again on its slow path and still resolves.
    expect((await ctx.get('/api/tenant')).json().tenant.slug).toBe('demo')
  })
})
