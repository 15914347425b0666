import { DEMO_WEB_CLIENT_ID } from '@contracts/http'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { expectSpecError } from './spec-error'

// The sign-up completion redirect: no token in any URL; a one-time code for the tenant's declared
// app schemes and own origins only, exchanged once, within 60 s, for its tenant and member.
describe('the sign-up completion redirect', () => {
  let ctx: TestContext
  let now = Date.UTC(2026, 3, 1, 8)
  beforeAll(async () => {
    ctx = await createTestContext({ adapters: { clock: () => now } })
    await ctx.updateTenantSettings('demo', (s) => {
      s.app_redirect_schemes = ['autopartage']
    })
  })
  afterAll(() => ctx.close())

  const codeFor = (token: string, redirectUri: string, host?: string) => ctx.post('/api/user/completion_code', { redirect_uri: redirectUri }, { token, host })
  const exchange = (code: string, extra: Record<string, string> = {}, host?: string) =>
    ctx.post('/api/oauth2/token', { grant_type: 'authorization_code', code, client_id: host ? 'frontoffice-web' : DEMO_WEB_CLIENT_ID, ...extra }, { host })

  it.each([
    'evilapp://steal',
    'intent://evil.example/#Intent;scheme=https;end',
    'ftp://evil.example/x',
    'ms-word:ofe|u|https://evil.example/x',
    'https://evil.example/steal',
    'javascript:alert(1)',
  ])('refuses %s, which the tenant has not declared', async (uri) => {
    const token = await ctx.tokenFor('driver@demo.test')
    const res = await codeFor(token, uri)
    expectSpecError(res, [400], uri)
    expect(errorCodes(res)).toEqual(['invalid_redirect_uri'])
  })

  it('refuses every app scheme on a tenant that declares none', async () => {
    const token = await ctx.tokenFor('driver@entreprise.test', { host: 'entreprise.localhost' })
    expect(errorCodes(await codeFor(token, 'autopartage://done', 'entreprise.localhost'))).toEqual(['invalid_redirect_uri'])
  })

  it('gives a declared app a one-time code in the URL, never a token, that the token endpoint exchanges once', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const res = await codeFor(token, 'autopartage://signup-done?from=app')
    expect(res.statusCode).toBe(200)
    const { code, redirect_to, expires_in } = res.json<{ code: string; redirect_to: string; expires_in: number }>()
    expect(expires_in).toBe(60)
    const target = new URL(redirect_to)
    expect(target.protocol).toBe('autopartage:')
    expect(target.searchParams.get('code')).toBe(code)
    expect(target.searchParams.get('from')).toBe('app')
    expect(redirect_to).not.toContain('access_token')
    expect(redirect_to).not.toContain(token)

    const first = await exchange(code)
    expect(first.statusCode).toBe(200)
    const issued = first.json<{ access_token: string; refresh_token: string; scope: string }>()
    expect(issued.scope).toBe('member')
    expect(issued.refresh_token).toBeTruthy()
    const me = await ctx.get('/api/user', { token: issued.access_token })
    expect(me.json<{ user: { email: string } }>().user.email).toBe('driver@demo.test')

    const again = await exchange(code)
    expectSpecError(again, [400], 'a spent code')
    expect(errorCodes(again)).toEqual(['invalid_grant'])
  })

  it('accepts a page of its own origin, not of another tenant', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    expect((await codeFor(token, 'http://localhost/frontofficev2/account/bookings')).statusCode).toBe(200)
    expect(errorCodes(await codeFor(token, 'http://entreprise.localhost/frontofficev2/'))).toEqual(['invalid_redirect_uri'])
  })

  it('lets a code expire after 60 seconds', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const { code } = (await codeFor(token, 'autopartage://done')).json<{ code: string }>()
    now += 61_000
    expect(errorCodes(await exchange(code))).toEqual(['invalid_grant'])
  })

  it('binds a code to its tenant and to its redirect_uri', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const { code } = (await codeFor(token, 'autopartage://done')).json<{ code: string }>()
    expect(errorCodes(await exchange(code, {}, 'entreprise.localhost'))).toEqual(['invalid_grant'])
    expect(errorCodes(await exchange(code, { redirect_uri: 'autopartage://other' }))).toEqual(['invalid_grant'])
    expect((await exchange(code, { redirect_uri: 'autopartage://done' })).statusCode).toBe(200)
  })

  it('gives a code only to a member, and its tokens only to that member', async () => {
    const guest = await ctx.guestToken()
    expect((await codeFor(guest, 'autopartage://done')).statusCode).toBe(401)
    const other = await ctx.tokenFor('driver2@demo.test')
    const { code } = (await codeFor(other, 'autopartage://done')).json<{ code: string }>()
    const issued = (await exchange(code)).json<{ access_token: string }>()
    expect((await ctx.get('/api/user', { token: issued.access_token })).json<{ user: { email: string } }>().user.email).toBe('driver2@demo.test')
  })
})
