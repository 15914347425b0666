import { runAdminCaptured } from './admin-support'
import { createTestContext, type TestContext } from './helpers'

const admin = (ctx: TestContext, ...argv: string[]) => runAdminCaptured(ctx.db, argv)

const counts = async (ctx: TestContext) => ({
  tenants: (await ctx.db.selectFrom('tenants').select('id').execute()).length,
  clients: (await ctx.db.selectFrom('oauth_clients').select('id').execute()).length,
})

describe('admin: tenant create on a database with tenants', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('creates a tenant that answers GET /tenant on its host and hands out guest tokens', async () => {
    const res = await admin(
      ctx,
      'tenant',
      'create',
      'lyon',
      '--host',
      'Autopartage-Lyon.example,www.autopartage-lyon.example',
      '--name',
      'Autopartage Lyon',
      '--language',
      'en',
      '--currency',
      'eur',
      '--timezone',
      'Europe/Paris',
      '--country',
      'fr',
    )
    expect(res.err).toBe('')
    expect(res.code).toBe(0)
    expect(res.out).toContain('Created tenant lyon')
    ctx.app.tenants.invalidate()
    const answer = await ctx.get('/api/tenant', { host: 'www.autopartage-lyon.example' })
    expect(answer.statusCode).toBe(200)
    const { tenant } = answer.json()
    expect(tenant).toMatchObject({
      slug: 'lyon',
      human_name: 'Autopartage Lyon',
      language: 'en',
      currency: 'EUR',
      timezone: 'Europe/Paris',
      iso3166: 'FR',
      web_client_id: 'frontoffice-web',
    })
    expect(Object.values(tenant.features).every((on) => on === false)).toBe(true)
    expect(tenant.state_machine.pending).toContain('prepared')
    expect(await ctx.guestToken({ host: 'autopartage-lyon.example' })).toMatch(/.+/)
    // The demo tenant is untouched and still answers on its own host.
    expect((await ctx.get('/api/tenant')).json().tenant.slug).toBe('demo')
  })

  it("refuses a taken slug, another tenant's host, bad options and a missing host with exit code 2, creating nothing", async () => {
    const before = await counts(ctx)
    const duplicate = await admin(ctx, 'tenant', 'create', 'demo', '--host', 'other.example')
    expect(duplicate.code).toBe(2)
    expect(duplicate.err).toContain('Tenant demo already exists')
    const taken = await admin(ctx, 'tenant', 'create', 'paris', '--host', 'paris.example LOCALHOST:3000')
    expect(taken.code).toBe(2)
    expect(taken.err).toContain('localhost already belongs to tenant demo')
    expect((await admin(ctx, 'tenant', 'create', 'paris', '--host', 'paris.example', '--timezone', 'Europe/Nowhere')).err).toContain('not an IANA time zone')
    expect((await admin(ctx, 'tenant', 'create', 'paris', '--host', 'paris.example', '--language', 'de')).code).toBe(2)
    expect((await admin(ctx, 'tenant', 'create', 'paris', '--host', 'paris.example', '--currency', 'euro')).code).toBe(2)
    expect((await admin(ctx, 'tenant', 'create', 'Paris!', '--host', 'paris.example')).code).toBe(2)
    expect((await admin(ctx, 'tenant', 'create', 'paris')).err).toContain('Usage: tenant create')
    expect((await admin(ctx, 'tenant', 'create', 'paris', '--host', 'https://paris.example/app')).code).toBe(2)
    expect(await counts(ctx)).toEqual(before)
  })

  it('is listed in help', async () => {
    expect((await admin(ctx, 'help')).out).toContain('tenant create <slug> --host')
  })
})

describe('admin: the first tenant of an empty (production) database', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false })
  })
  afterAll(() => ctx.close())

  it('takes the settings schema defaults and serves the front office on its host', async () => {
    expect((await ctx.get('/api/tenant', { host: 'autopartage.example' })).statusCode).not.toBe(200)
    expect((await admin(ctx, 'tenant', 'create', 'autopartage', '--host', 'autopartage.example')).code).toBe(0)
    ctx.app.tenants.invalidate()
    const { tenant } = (await ctx.get('/api/tenant', { host: 'autopartage.example' })).json()
    expect(tenant).toMatchObject({ slug: 'autopartage', human_name: 'autopartage', language: 'fr', currency: 'CAD', timezone: 'America/Montreal' })
    expect(await ctx.guestToken({ host: 'autopartage.example' })).toMatch(/.+/)
    expect((await admin(ctx, 'tenant', 'show', 'autopartage')).code).toBe(0)
  })
})
