import { TokenResponseSchema } from '@contracts/auth'
import { createTestContext, errorCodes, DEMO_PASSWORD, type TestContext } from './helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const token = (body: Record<string, unknown>, host = 'localhost') => ctx.post('/api/oauth2/token', { client_id: 'frontoffice-web', ...body }, { host })

describe('POST /api/oauth2/token', () => {
  it('signs a member in with e-mail and password (any case) and the token reads GET /user', async () => {
    const res = await token({ grant_type: 'password', username: 'Driver@Demo.test ', password: DEMO_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = TokenResponseSchema.parse(res.json())
    expect(body.scope).toBe('member')
    expect(body.expires_in).toBe(3600)
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const me = await ctx.get('/api/user', { token: body.access_token })
    expect(me.json().user.email).toBe('driver@demo.test')
  })

  it('stores only the SHA-256 of the token', async () => {
    const { access_token } = (await token({ grant_type: 'password', username: 'driver2@demo.test', password: DEMO_PASSWORD })).json()
    const rows = await ctx.db.selectFrom('access_tokens').select('token_hash').execute()
    expect(rows.some((r) => r.token_hash === access_token)).toBe(false)
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true)
  })

  it('accepts a form-encoded body', async () => {
    const res = await ctx.call('POST', '/api/oauth2/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=frontoffice-web',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().scope).toBe('guest')
  })

  it('gives guests a one-day token that cannot read GET /user', async () => {
    const res = await token({ grant_type: 'client_credentials' })
    expect(res.json()).toMatchObject({ scope: 'guest', expires_in: 24 * 3600, token_type: 'Bearer' })
    expect((await ctx.get('/api/user', { token: res.json().access_token })).statusCode).toBe(401)
  })

  it("answers the same invalid_grant for a wrong password, an unknown e-mail and another tenant's member", async () => {
    for (const [username, password, host] of [
      ['driver@demo.test', 'wrong-password', 'localhost'],
      ['nobody@demo.test', DEMO_PASSWORD, 'localhost'],
      ['driver@entreprise.test', DEMO_PASSWORD, 'localhost'],
      ['driver@demo.test', DEMO_PASSWORD, 'entreprise.localhost'],
    ]) {
      const res = await token({ grant_type: 'password', username, password }, host)
      expect(res.statusCode).toBe(400)
      expect(errorCodes(res)).toEqual(['invalid_grant'])
    }
  })

  it('refuses a member without any role (DECISIONS.md) and a deleted one', async () => {
    const signIn = () => token({ grant_type: 'password', username: 'pending@demo.test', password: DEMO_PASSWORD })
    await ctx.db.updateTable('users').set({ roles: '[]' }).where('email', '=', 'pending@demo.test').execute()
    expect(errorCodes(await signIn())).toEqual(['invalid_grant'])
    await ctx.db.updateTable('users').set({ roles: '["driver"]', deleted_at: Date.now() }).where('email', '=', 'pending@demo.test').execute()
    expect(errorCodes(await signIn())).toEqual(['invalid_grant'])
    await ctx.db.updateTable('users').set({ deleted_at: null }).where('email', '=', 'pending@demo.test').execute()
    expect((await signIn()).statusCode).toBe(200)
  })

  it('lets blocked and registering members sign in (the app sends them to their page)', async () => {
    for (const email of ['blocked@demo.test', 'newcomer@demo.test']) {
      expect((await token({ grant_type: 'password', username: email, password: DEMO_PASSWORD })).statusCode).toBe(200)
    }
  })

  it('rejects unknown clients, and confidential clients without their secret', async () => {
    expect(errorCodes(await ctx.post('/api/oauth2/token', { grant_type: 'client_credentials', client_id: 'nope' }))).toEqual(['invalid_client'])
    const host = 'entreprise.localhost'
    expect(errorCodes(await ctx.post('/api/oauth2/token', { grant_type: 'client_credentials', client_id: 'fleet-sync' }, { host }))).toEqual(['invalid_client'])
    expect(errorCodes(await ctx.post('/api/oauth2/token', { grant_type: 'client_credentials', client_id: 'fleet-sync', client_secret: 'bad' }, { host }))).toEqual([
      'invalid_client',
    ])
    const ok = await ctx.post('/api/oauth2/token', { grant_type: 'client_credentials', client_id: 'fleet-sync', client_secret: 'fleet-sync-secret-demo' }, { host })
    expect(ok.statusCode).toBe(200)
  })

  it('rejects an unsupported grant type and a malformed body with 400', async () => {
    expect(errorCodes(await token({ grant_type: 'implicit' }))).toEqual(['unsupported_grant_type'])
    const res = await token({ grant_type: 'password', username: 'driver@demo.test' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ code: 'bad_request', field: 'password' })
  })

  it('answers invalid_grant for an openid_token on a tenant without single sign-on', async () => {
    expect(errorCodes(await token({ grant_type: 'openid_token', openid_token: 'a.b.c' }))).toEqual(['invalid_grant'])
  })
})

describe('bearer tokens', () => {
  it('401 for an unknown, malformed, expired or revoked token, in the error shape', async () => {
    expect(errorCodes(await ctx.get('/api/user', { token: 'not-a-token' }))).toEqual(['unauthorized'])
    expect((await ctx.get('/api/user', { headers: { authorization: 'Basic abc' } })).statusCode).toBe(401)

    const expired = await ctx.tokenFor('driver@demo.test')
    await ctx.db
      .updateTable('access_tokens')
      .set({ expires_at: Date.now() - 1000 })
      .where('revoked_at', 'is', null)
      .where('kind', '=', 'member')
      .execute()
    const res = await ctx.get('/api/user', { token: expired })
    expect(res.statusCode).toBe(401)
    expect(res.json().errors[0].detail).toBe('Authentification requise ou jeton invalide.')
  })

  it('a token of one tenant is unknown on another', async () => {
    const demo = await ctx.tokenFor('driver@demo.test')
    expect((await ctx.get('/api/user', { token: demo, host: 'entreprise.localhost' })).statusCode).toBe(401)
    expect((await ctx.get('/api/user', { token: demo })).statusCode).toBe(200)
  })

  it('GET /tenant ignores a stale token: the app reads the tenant before anything else', async () => {
    expect((await ctx.get('/api/tenant', { token: 'stale' })).statusCode).toBe(200)
  })

  it("a soft-deleted member's token stops working", async () => {
    const t = await ctx.tokenFor('driver2@demo.test')
    await ctx.db.updateTable('users').set({ deleted_at: Date.now() }).where('email', '=', 'driver2@demo.test').execute()
    expect((await ctx.get('/api/user', { token: t })).statusCode).toBe(401)
    await ctx.db.updateTable('users').set({ deleted_at: null }).where('email', '=', 'driver2@demo.test').execute()
  })
})

describe('POST /api/oauth2/revoke (RFC 7009)', () => {
  it('revokes the token, then answers 200 again for the same or an unknown token', async () => {
    const t = await ctx.tokenFor('driver@demo.test')
    expect((await ctx.post('/api/oauth2/revoke', { token: t })).statusCode).toBe(200)
    expect(errorCodes(await ctx.get('/api/user', { token: t }))).toEqual(['unauthorized'])
    expect((await ctx.post('/api/oauth2/revoke', { token: t })).statusCode).toBe(200)
    expect((await ctx.post('/api/oauth2/revoke', { token: 'unknown' })).statusCode).toBe(200)
  })

  it("cannot revoke another tenant's token", async () => {
    const t = await ctx.tokenFor('driver@demo.test')
    await ctx.post('/api/oauth2/revoke', { token: t }, { host: 'entreprise.localhost' })
    expect((await ctx.get('/api/user', { token: t })).statusCode).toBe(200)
  })

  // RFC 7009 section 2.1: the token parameter is required; the bearer of the call is not a stand-in for it.
  it.each([
    ['no body token', {}],
    ['an empty one', { token: '' }],
    ['a token that is not a string', { token: 42 }],
  ])('answers 400 in the spec shape to %s, and revokes nothing, not even the bearer', async (_label, body) => {
    const t = await ctx.tokenFor('driver@demo.test')
    const res = await ctx.post('/api/oauth2/revoke', body, { token: t, lang: 'en' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ errors: [{ code: 'bad_request', field: 'token', detail: expect.any(String) }] })
    expect((await ctx.get('/api/user', { token: t })).statusCode).toBe(200)
  })
})
