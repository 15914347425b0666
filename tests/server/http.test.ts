import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { buildApp } from '../../server/app'
import { migrate } from '../../server/db/migrate'
import { seedDatabase } from '../../server/seed'
import { BOOT_COMPOSER_SCRIPT_HASH } from '../../server/static/boot-composer-script'
import { createTestContext, errorCodes, openTestDatabase, testConfig, type TestContext } from './helpers'
import { createBuiltAppContext } from './built-app'

describe('error shape', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('404 not_found for an unknown /api route, in the request language', async () => {
    const res = await ctx.get('/api/does-not-exist', { lang: 'en' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ errors: [{ code: 'not_found', detail: 'Resource not found.' }] })
    expect((await ctx.post('/api/tenant', {})).statusCode).toBe(404)
  })

  it('a browser sent outside the app and the API reads a 404 page in its language, an API client the JSON error', async () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
    const planning = await ctx.call('GET', '/frontoffice/calendars', { headers: html })
    expect(planning.statusCode).toBe(404)
    expect(planning.headers['content-type']).toMatch(/^text\/html/)
    expect(planning.body).toContain('<html lang="fr">')
    expect(planning.body).toContain('<h1>Cette page fait partie du back office de votre opérateur</h1>')
    expect(planning.body).toContain('<a href="/frontofficev2/">')
    const backOffice = await ctx.call('GET', '/backoffice/', { headers: { ...html, 'accept-language': 'en-CA,en;q=0.9' } })
    expect(backOffice.body).toContain('<html lang="en">')
    expect(backOffice.body).toContain("<h1>This page is part of your operator's back office</h1>")
    const typo = await ctx.call('GET', '/frontofice', { headers: html })
    expect(typo.statusCode).toBe(404)
    expect(typo.body).toContain('<h1>Page introuvable</h1>')
    const client = await ctx.call('GET', '/frontoffice/calendars', { headers: { accept: 'application/json' } })
    expect(client.json()).toEqual({ errors: [{ code: 'not_found', detail: 'Ressource introuvable.' }] })
    expect((await ctx.call('GET', '/api/nothing', { headers: html })).headers['content-type']).toMatch(/^application\/json/)
  })

  it('400 bad_request for malformed JSON', async () => {
    const res = await ctx.call('POST', '/api/oauth2/token', { headers: { 'content-type': 'application/json' }, body: '{"grant_type":' })
    expect(res.statusCode).toBe(400)
    expect(errorCodes(res)).toEqual(['bad_request'])
  })

  it('an outbox readable outside production, filtered and newest first', async () => {
    await ctx.post('/api/reset_password', { email: 'driver@demo.test' })
    await ctx.post('/api/reset_password', { email: 'driver2@demo.test' })
    const all = (await ctx.get('/api/dev/outbox')).json().outbox
    expect(all.map((m: { recipient: string }) => m.recipient)).toEqual(['driver2@demo.test', 'driver@demo.test'])
    expect((await ctx.get('/api/dev/outbox', { query: { channel: 'sms' } })).json().outbox).toEqual([])
    expect((await ctx.get('/api/dev/outbox', { host: 'entreprise.localhost' })).json().outbox).toEqual([])
  })

  it('finds an SMS by a phone number whose + came through the query string as a space', async () => {
    await ctx.app.adapters.sms.send({ tenantId: await ctx.tenantId('demo'), to: '+15145550142', text: 'Votre code : 123456' })
    const res = await ctx.call('GET', '/api/dev/outbox?recipient=+15145550142&channel=sms')
    expect(res.json().outbox[0].body).toBe('Votre code : 123456')
  })
})

describe('JSON bodies', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('reads an empty body declared as JSON as an empty object (calls without a body send the JSON header)', async () => {
    const token = await ctx.tokenFor('driver2@demo.test')
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/data_request',
      headers: { host: 'localhost', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(202)
  })

  // Multipart is read only where files are uploaded (routes/registration/multipart-form.ts).
  it('answers a multipart body sent to a JSON call with 400 bad_request in the error shape', async () => {
    const res = await ctx.call('POST', '/api/vehicles/search', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' })
    expect(res.statusCode).toBe(400)
    expect(errorCodes(res)).toEqual(['bad_request'])
  })

  it('still reads uploads as multipart on the upload calls', async () => {
    const token = await ctx.tokenFor('driver2@demo.test')
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/photos',
      headers: { host: 'localhost', authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="photo[note]"\r\n\r\nno file\r\n--x--\r\n',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errors: [{ code: 'bad_request', field: 'photo[image]' }] })
  })

  it('still refuses a prototype-poisoning JSON body', async () => {
    const res = await ctx.call('POST', '/api/oauth2/token', { headers: { 'content-type': 'application/json' }, body: '{"__proto__": {"x": 1}}' })
    expect(res.statusCode).toBe(400)
  })
})

describe('internal errors and production', () => {
  it('answers internal_error without internals, and hides the outbox in production', async () => {
    const { handle, drop } = await openTestDatabase()
    await migrate(handle.db, handle.isPostgres)
    await seedDatabase(handle.db)
    const app = await buildApp({ db: handle, config: testConfig({ env: 'production' }), logger: false })
    app.get('/api/boom', async () => {
      throw new Error('secret database detail at /srv/x.ts:12')
    })
    const boom = await app.inject({ url: '/api/boom', headers: { host: 'localhost' } })
    expect(boom.statusCode).toBe(500)
    expect(boom.json()).toEqual({ errors: [{ code: 'internal_error', detail: 'Une erreur est survenue, veuillez recharger la page.' }] })
    expect(boom.body).not.toContain('secret')
    expect((await app.inject({ url: '/api/dev/outbox', headers: { host: 'localhost' } })).statusCode).toBe(404)
    await app.close()
    await handle.close()
    await drop()
  })
})

describe('security headers', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({
      config: { map: { tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: 'x' }, errorReportUrl: 'https://errors.example.com/report' },
    })
  })
  afterAll(() => ctx.close())

  // The app's page carries the fitted policy; the API's answers a fixed, closed one.
  const csp = async (host = 'localhost') => (await ctx.call('GET', '/frontofficev2/', { host })).headers['content-security-policy'] as string

  it('allows the app, inline styles, tiles and the error reporter, and nothing of Stripe without keys', async () => {
    const policy = await csp()
    expect(policy).toContain("default-src 'self'")
    // Its own files, and the first paint's message box script by its hash only (no 'unsafe-inline').
    expect(policy).toContain(`script-src 'self' ${BOOT_COMPOSER_SCRIPT_HASH};`)
    expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline')
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
    expect(policy).toContain("img-src 'self' data: blob: https://*.tile.example.org")
    expect(policy).toContain("connect-src 'self' https://errors.example.com")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('stripe')
    // The page gets helmet's whole set, not only the policy.
    const page = (await ctx.call('GET', '/frontofficev2/')).headers
    expect(page['cross-origin-opener-policy']).toBe('same-origin')
    expect(page['x-frame-options']).toBe('SAMEORIGIN')
    expect(page['x-content-type-options']).toBe('nosniff')
    const headers = (await ctx.get('/api/tenant')).headers
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toBeUndefined()
  })

  it('answers every API call with a closed policy: nothing may load, run or frame it', async () => {
    for (const res of [await ctx.get('/api/tenant'), await ctx.get('/api/nowhere'), await ctx.post('/api/vehicles/search', {})]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
      // Page-only headers are not repeated on every answer.
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(res.headers[pageOnly]).toBeUndefined()
      }
    }
  })

  it('allows js.stripe.com for a tenant that has Stripe keys', async () => {
    await ctx.updateTenantSettings('entreprise', (s) => {
      s.stripe = { publishable_key: 'pk_test_x', secret_key: 'sk_test_x' }
    })
    await ctx.get('/api/tenant', { host: 'entreprise.localhost' })
    const policy = await csp('entreprise.localhost')
    expect(policy).toContain(`script-src 'self' ${BOOT_COMPOSER_SCRIPT_HASH} https://js.stripe.com`)
    expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com')
    expect(await csp()).not.toContain('stripe')
    expect((await ctx.get('/api/tenant', { host: 'entreprise.localhost' })).body).not.toContain('sk_test_x')
  })
})

describe('rate limits', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ config: { rateLimit: { max: 3, timeWindowMs: 60_000 } } })
  })
  afterAll(() => ctx.close())

  it('answers 429 rate_limited in the error shape after the limit, per tenant host', async () => {
    const attempt = (host = 'localhost') => ctx.post('/api/oauth2/token', { grant_type: 'client_credentials', client_id: 'frontoffice-web' }, { host })
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(200)
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ errors: [{ code: 'rate_limited', detail: 'Trop de tentatives, veuillez réessayer dans une minute.' }] })
    expect((await attempt('simple.localhost')).statusCode).toBe(200)
    expect((await ctx.get('/api/tenant')).statusCode).toBe(200)
  })

  it('limits sign-up and reset-password calls too', async () => {
    for (const [path, body] of [
      ['/api/reset_password', { email: 'x@example.com' }],
      ['/api/reset_password/confirm', { reset_password_token: 'x', password: 'xxxxxxxx', password_confirmation: 'xxxxxxxx' }],
      ['/api/user', { user: { email: 'bad', password: 'x', tos_accepted: true } }],
    ] as const) {
      const codes: number[] = []
      for (let i = 0; i < 4; i++) codes.push((await ctx.post(path, body)).statusCode)
      expect(codes[3]).toBe(429)
    }
  })
})

describe('static app', () => {
  let ctx: TestContext
  let dir: string
  beforeAll(async () => {
    const built = await createBuiltAppContext({ 'index.html': '<!doctype html><title>x</title><body>app shell</body>', 'assets/main-abc123.js': 'console.log(1)' })
    dir = built.dir
    ctx = { ...built, call: (method, url) => built.app.inject({ method, url, headers: { host: 'localhost' } }) }
  })
  afterAll(() => ctx.close())

  it('redirects / and /frontofficev2 to /frontofficev2/', async () => {
    for (const url of ['/', '/frontofficev2']) {
      const res = await ctx.call('GET', url)
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('/frontofficev2/')
    }
  })

  it('serves index.html for the base and for client routes, uncached', async () => {
    for (const url of ['/frontofficev2/', '/frontofficev2/login', '/frontofficev2/account/bookings/12?page=bookings']) {
      const res = await ctx.call('GET', url)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('app shell')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    }
  })

  it('serves hashed assets cached for a year, and 404 for a missing file', async () => {
    const asset = await ctx.call('GET', '/frontofficev2/assets/main-abc123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    expect((await ctx.call('GET', '/frontofficev2/assets/missing.js')).statusCode).toBe(404)
  })

  it('serves a script the build writes after a request found it missing (a miss is not remembered)', async () => {
    const url = '/frontofficev2/assets/late-aaa111.js'
    expect((await ctx.call('GET', url)).statusCode).toBe(404)
    writeFileSync(join(dir, 'assets', 'late-aaa111.js'), 'console.log(2)')
    const res = await ctx.call('GET', url)
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('console.log(2)')
    expect(res.headers['content-type']).toMatch(/javascript/)
  })

  it('sends the .br or .gz the build wrote beside a file when the browser accepts it, else the file', async () => {
    const source = Buffer.from(`export const stations = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Station ${i}` })))}\n`)
    writeFileSync(join(dir, 'assets', 'big-def456.js'), source)
    writeFileSync(join(dir, 'assets', 'big-def456.js.br'), brotliCompressSync(source))
    writeFileSync(join(dir, 'assets', 'big-def456.js.gz'), gzipSync(source))
    const get = (url: string, encoding?: string) => ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(encoding ? { 'accept-encoding': encoding } : {}) } })
    const url = '/frontofficev2/assets/big-def456.js'

    const br = await get(url, 'br, gzip')
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).equals(source)).toBe(true)

    const gz = await get(url, 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['content-type']).toMatch(/javascript/)
    expect(gz.headers['cache-control']).toContain('immutable')
    expect(gunzipSync(gz.rawPayload).equals(source)).toBe(true)

    const plain = await get(url)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
    expect(plain.rawPayload.equals(source)).toBe(true)

    // A file without siblings still goes out plain to a browser that accepts brotli.
    const small = await get('/frontofficev2/assets/main-abc123.js', 'br, gzip')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body).toBe('console.log(1)')
  })

  it('the SPA fallback sends index.html, filled in for the tenant, brotli-compressed to a browser that accepts it, still uncached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/frontofficev2/login', headers: { host: 'localhost', 'accept-encoding': 'br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache')
    const html = brotliDecompressSync(res.rawPayload).toString()
    expect(html).toContain('app shell')
    expect(html).toContain('<title>Montréal Autopartage</title>')
  })

  it('without a build, says how to make one', async () => {
    const app = await buildApp({ db: ctx.handle, config: ctx.config, logger: false, appDir: join(dir, 'nowhere') })
    const res = await app.inject({ url: '/frontofficev2/search', headers: { host: 'localhost' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('npm run build')
    await app.close()
  })
})

describe('body limits', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('answers 400 bad_request for a JSON body over 1 MB', async () => {
    const res = await ctx.post('/api/reset_password', { email: 'x'.repeat(1_100_000) })
    expect(res.statusCode).toBe(400)
    expect(errorCodes(res)).toEqual(['bad_request'])
  })
})
