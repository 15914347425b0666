import { createTestContext, type TestContext } from '../helpers'
import { isValidHost } from '../../../server/http/host-header'
import { expectSpecError } from './spec-error'

// A loose Host (`[::1]@attacker.example`) could resolve to a tenant and put an attacker's address in
// the reset link sent by mail. Hosts are validated strictly; links use the tenant's configured address.

const MALFORMED = [
  '[::1]@attacker.example',
  'localhost@attacker.example',
  'attacker.example#localhost',
  'localhost/evil',
  'localhost:abc',
  'localhost:',
  'localhost:99999',
  'localhost:0',
  'local host',
  'a..b',
  '-lead.example',
  'trail-.example',
  'under_score.example',
  '[zz::1]',
  '[::1',
  '::1',
  '[::1]:3000:1',
  'localhost\\@attacker.example',
  'x'.repeat(300),
]

async function lastMailBody(ctx: TestContext, email: string, host = 'localhost'): Promise<string | undefined> {
  const res = await ctx.get('/api/dev/outbox', { host, query: { recipient: email, channel: 'email' } })
  return (res.json().outbox as { body: string }[])[0]?.body
}

describe('strict Host validation', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it("a malformed Host is a 400 in the spec's shape, on the API and on pages, and sends no mail", async () => {
    for (const host of MALFORMED) {
      const reset = await ctx.post('/api/reset_password', { email: 'driver@demo.test' }, { host })
      expectSpecError(reset, [400], `POST /api/reset_password Host ${JSON.stringify(host)}`)
      expectSpecError(await ctx.get('/api/tenant', { host }), [400], `GET /api/tenant Host ${JSON.stringify(host)}`)
      expectSpecError(await ctx.get('/frontofficev2/', { host }), [400], `page Host ${JSON.stringify(host)}`)
    }
    expect(await lastMailBody(ctx, 'driver@demo.test')).toBeUndefined()
  })

  it('well-formed hosts pass (names, ports, IPv4, IPv6 literals, any case)', async () => {
    for (const host of ['localhost', 'localhost:3000', 'LOCALHOST', '127.0.0.1:3000', '[::1]', '[::1]:3000', 'entreprise.localhost']) {
      expect((await ctx.get('/api/tenant', { host })).statusCode, host).toBe(200)
    }
    expect(isValidHost('autopartage-lyon.example:443')).toBe(true)
    expect(isValidHost('[2001:db8::7]:8443')).toBe(true)
    expect(isValidHost(undefined)).toBe(false)
    expect(isValidHost('')).toBe(false)
  })
})

describe("links in mails use the tenant's configured address, never the request's Host", () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ config: { publicUrl: 'https://cars.example.com' } })
    const demo = await ctx.db.selectFrom('tenants').select('hosts').where('slug', '=', 'demo').executeTakeFirstOrThrow()
    await ctx.db
      .updateTable('tenants')
      .set({ hosts: JSON.stringify(['cars.example.com', ...(JSON.parse(demo.hosts) as string[])]) })
      .where('slug', '=', 'demo')
      .execute()
    await ctx.db
      .updateTable('tenants')
      .set({ hosts: JSON.stringify(['autopartage.entreprise.example', 'entreprise.localhost']) })
      .where('slug', '=', 'entreprise')
      .execute()
    ctx.app.tenants.invalidate()
  })
  afterAll(() => ctx.close())

  it('a tenant served by PUBLIC_URL gets PUBLIC_URL, whichever of its hosts the request named', async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:9999', 'localhost:4444']) {
      await ctx.post('/api/reset_password', { email: 'driver@demo.test' }, { host })
      const body = await lastMailBody(ctx, 'driver@demo.test', host)
      expect(body, host).toContain('https://cars.example.com/frontofficev2/reset-password?reset_password_token=')
      expect(body, host).not.toMatch(/127\.0\.0\.1|\[::1\]|localhost/)
    }
  })

  it("another tenant gets its first configured host on PUBLIC_URL's scheme, not the Host it was reached by", async () => {
    await ctx.post('/api/reset_password', { email: 'driver@entreprise.test' }, { host: 'entreprise.localhost:7777' })
    const body = await lastMailBody(ctx, 'driver@entreprise.test', 'entreprise.localhost')
    expect(body).toContain('https://autopartage.entreprise.example/frontofficev2/reset-password?reset_password_token=')
    expect(body).not.toContain('7777')
  })
})
