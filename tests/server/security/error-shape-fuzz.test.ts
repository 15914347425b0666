import { connect } from 'node:net'
import type { LightMyRequestResponse } from 'fastify'
import { createTestContext, type TestContext } from '../helpers'
import { startServer, type RunningServer } from '../../../server/start'
import { expectNoServerError, expectSpecError } from './spec-error'

// Malformed or truncated multipart bodies, `/%61pi/tenant` and URLs over 16 KB are where a 500
// (or Fastify's own shape) slips out. No input a client sends gets a 500; every error is in the
// spec's shape `{"errors":[{"code","detail"}]}`.

const BOUNDARY = 'XbOuNdArY'
const part = (name: string, value: string, filename?: string, type = 'text/plain') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\nContent-Type: ${type}\r\n\r\n${value}\r\n`

const MULTIPART_BODIES: Record<string, string> = {
  truncated:
    part('document[document_type]', 'selfie') +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document[file]"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
  'no closing boundary': part('document[document_type]', 'selfie'),
  'no parts': `--${BOUNDARY}--\r\n`,
  garbage: 'this is not multipart at all',
  'header without value': `--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  'no content-disposition': `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  'two files':
    part('document[document_type]', 'selfie') + part('document[file]', 'a', 'a.png', 'image/png') + part('document[file]', 'b', 'b.png', 'image/png') + `--${BOUNDARY}--\r\n`,
  'empty file': part('document[document_type]', 'selfie') + part('document[file]', '', 'a.png', 'image/png') + `--${BOUNDARY}--\r\n`,
  'file without name': part('document[file]', 'abc', '') + `--${BOUNDARY}--\r\n`,
  'photo as text': part('photo[image]', 'not an image') + `--${BOUNDARY}--\r\n`,
}

describe("no 500 and the spec's error shape for malformed requests", () => {
  let ctx: TestContext
  let token: string
  beforeAll(async () => {
    ctx = await createTestContext()
    token = await ctx.tokenFor('driver@demo.test')
  })
  afterAll(() => ctx.close())

  it('malformed and truncated multipart bodies on the upload routes', async () => {
    for (const url of ['/api/user/documents', '/api/user/photos']) {
      for (const [name, payload] of Object.entries(MULTIPART_BODIES)) {
        for (const contentType of [`multipart/form-data; boundary=${BOUNDARY}`, 'multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary=other`]) {
          const res = await ctx.call('POST', url, { token, body: payload, headers: { 'content-type': contentType } })
          expectNoServerError(res, `${url} ${name} (${contentType})`)
        }
      }
    }
  })

  it('multipart sent where JSON is read is a 400', async () => {
    const res = await ctx.call('POST', '/api/oauth2/token', { body: MULTIPART_BODIES.truncated, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } })
    expectSpecError(res, [400], 'multipart to token')
  })

  it('percent-encoded paths reach the same route with its tenant, or a 4xx', async () => {
    const tenant = await ctx.get('/%61pi/tenant')
    expect(tenant.statusCode, tenant.body).toBe(200)
    expect(tenant.json().tenant ?? tenant.json()).toBeTruthy()
    for (const url of [
      '/%61pi/user',
      '/api/%75ser',
      '/%61pi/dev/outbox',
      '/api/%zz',
      '/api/tenant%',
      '/%',
      '/api/vehicle_photos/%31/side.svg',
      '/api/stations/%FF',
      '/api/..%2ftenant',
      '/api//tenant',
    ]) {
      expectNoServerError(await ctx.get(url), url)
    }
    expectSpecError(await ctx.get('/%61pi/user'), [401], '/%61pi/user without a token')
  })

  it('bad bodies, content types and methods', async () => {
    const cases: { method: 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'GET'; url: string; body?: string; type?: string }[] = [
      { method: 'POST', url: '/api/oauth2/token', body: '{"grant_type":', type: 'application/json' },
      { method: 'POST', url: '/api/oauth2/token', body: '[]', type: 'application/json' },
      { method: 'POST', url: '/api/oauth2/token', body: 'null', type: 'application/json' },
      { method: 'POST', url: '/api/oauth2/token', body: '"text"', type: 'application/json' },
      { method: 'POST', url: '/api/oauth2/token', body: '{"__proto__":{"x":1}}', type: 'application/json' },
      { method: 'POST', url: '/api/oauth2/token', body: 'a=%zz&b', type: 'application/x-www-form-urlencoded' },
      { method: 'POST', url: '/api/oauth2/token', body: '<x/>', type: 'application/xml' },
      { method: 'POST', url: '/api/oauth2/token', body: 'x', type: 'text/plain' },
      { method: 'POST', url: '/api/oauth2/token', body: 'x', type: 'application/json; charset=latin1' },
      { method: 'POST', url: '/api/vehicles/search', body: '{"search":{"start_time":"x","end_time":[]}}', type: 'application/json' },
      {
        method: 'POST',
        url: '/api/vehicles/search',
        body: '{"search":{"start_time":"2030-01-01T10:00:00Z","end_time":"2030-01-01T12:00:00Z","latitude":1e400}}',
        type: 'application/json',
      },
      { method: 'PUT', url: '/api/user', body: '{"user":{"birthday_time":"99999-99-99"}}', type: 'application/json' },
      { method: 'PATCH', url: '/api/user' },
      { method: 'DELETE', url: '/api/tenant' },
      { method: 'POST', url: '/api/user/rentals', body: '{"rental":{"vehicle_id":1.5}}', type: 'application/json' },
      { method: 'POST', url: '/api/user/rentals', body: `{"rental":${'['.repeat(5000)}${']'.repeat(5000)}}`, type: 'application/json' },
    ]
    for (const c of cases) {
      const res: LightMyRequestResponse = await ctx.call(c.method, c.url, { token, body: c.body, headers: c.type ? { 'content-type': c.type } : {} })
      expectNoServerError(res, `${c.method} ${c.url} ${c.type} ${c.body?.slice(0, 60)}`)
    }
  })

  it('odd query strings', async () => {
    for (const url of [
      '/api/dev/outbox?limit=1e999',
      '/api/dev/outbox?limit[]=1&limit[]=2',
      '/api/places?q[a]=1',
      '/api/rentals?page=-1',
      '/api/rentals?statuses[][]=x',
      '/api/stations?' + 'a=1&'.repeat(2000),
    ]) {
      expectNoServerError(await ctx.get(url, { token }), url)
    }
  })
})

/** One raw HTTP/1.1 exchange on a real socket (light-my-request bypasses Node's parser and its limits). */
function rawRequest(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let data = ''
    socket.on('data', (chunk) => (data += chunk.toString('utf8')))
    socket.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body: rest.join('\r\n\r\n') })
    })
    socket.on('error', reject)
    socket.write(request)
    socket.end()
  })
}

/** The headers of a raw answer's head, by lower-cased name. */
function headerMap(head: string): Record<string, string> {
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
}

/** What every API answer carries against sniffing, framing, caching and embedding (server/http/security.ts). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'cache-control',
]

describe("errors Node's HTTP parser raises, on a real socket", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: 'sqlite::memory:', quiet: true, config: { rateLimit: false }, seed: true })
  })
  afterAll(() => server.close())

  const asResponse = (r: { status: number; headers: string; body: string }) => ({
    statusCode: r.status,
    headers: { 'content-type': /content-type: ([^\r\n]+)/i.exec(r.headers)?.[1] },
    body: r.body,
  })

  it("a URL over 16 KB is a 431 in the spec's shape", async () => {
    const r = await rawRequest(server.port, `GET /api/tenant?x=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
    expectSpecError(asResponse(r), [431], 'long URL')
  })

  it('a request whose headers pass 16 KB is a 431', async () => {
    const headers = Array.from({ length: 40 }, (_, i) => `X-Filler-${i}: ${'b'.repeat(500)}`).join('\r\n')
    const r = await rawRequest(server.port, `GET /api/tenant HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n\r\n`)
    expectSpecError(asResponse(r), [431], 'long headers')
  })

  it('every parser error carries the security headers of any API answer', async () => {
    const api = headerMap((await rawRequest(server.port, 'GET /api/nothing-here HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).headers)
    const expected = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, api[name]]))
    expect(Object.values(expected).every(Boolean), JSON.stringify(api)).toBe(true)
    for (const raw of ['GARBAGE\r\n\r\n', `GET /api/tenant?x=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`]) {
      const answer = headerMap((await rawRequest(server.port, raw)).headers)
      expect(Object.fromEntries(SECURITY_HEADERS.map((name) => [name, answer[name]])), JSON.stringify(raw.slice(0, 20))).toEqual(expected)
    }
  })

  it("a malformed request line or header is a 400 in the spec's shape", async () => {
    for (const raw of [
      'GARBAGE\r\n\r\n',
      'GET /api/tenant HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n',
      'GET /api/tenant HTTP/1.1\r\nHost: localhost\r\nX: a\u0000b\r\n\r\n',
    ]) {
      expectSpecError(asResponse(await rawRequest(server.port, raw)), [400], JSON.stringify(raw))
    }
  })
})
