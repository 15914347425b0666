import type { InjectOptions } from 'fastify'
import { buildApp } from '../../../server/app'
import { migrate } from '../../../server/db/migrate'
import { seedDatabase } from '../../../server/seed'
import { outboxLine } from '../../../server/start-summary'
import { startServer } from '../../../server/start'
import { isLoopbackAddress } from '../../../server/http/dev-only'
import { loadConfig } from '../../../server/config'
import { openTestDatabase, testConfig } from '../helpers'
import { expectSpecError } from './spec-error'

// GET /api/dev/outbox holds every mail, so a reset link asked for someone else's account could be
// read and used. Developer routes answer only outside production,
// to a loopback socket, and never through a proxy.

async function appWith(overrides: Parameters<typeof testConfig>[0] = {}) {
  const { handle, drop } = await openTestDatabase()
  await migrate(handle.db, handle.isPostgres)
  await seedDatabase(handle.db)
  const app = await buildApp({ db: handle, config: testConfig(overrides), logger: false })
  // A developer route added later is guarded by its path, not by a list.
  app.get('/api/dev/another', async () => ({ ok: true }))
  await app.ready()
  const get = (url: string, o: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    app.inject({ method: 'GET', url, remoteAddress: o.remoteAddress, headers: { host: 'localhost', ...o.headers } } as InjectOptions)
  return {
    app,
    get,
    close: async () => {
      await app.close()
      await handle.close()
      await drop()
    },
  }
}

describe('developer routes: loopback only, outside production, never through a proxy', () => {
  let t: Awaited<ReturnType<typeof appWith>>
  beforeAll(async () => {
    t = await appWith()
    await t.app.inject({ method: 'POST', url: '/api/reset_password', headers: { host: 'localhost', 'content-type': 'application/json' }, payload: { email: 'driver@demo.test' } })
  })
  afterAll(() => t.close())

  it('answers a client on this machine (IPv4, IPv6 and IPv4-mapped loopback)', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      const res = await t.get('/api/dev/outbox', { remoteAddress })
      expect(res.statusCode, remoteAddress).toBe(200)
      expect(res.json().outbox[0].body).toContain('reset_password_token=')
    }
    expect((await t.get('/api/dev/another')).statusCode).toBe(200)
  })

  it("is a 404 in the spec's shape to any other address, whatever Host it names", async () => {
    for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '192.168.1.10', '::ffff:10.0.0.2', '2001:db8::1', '128.0.0.1']) {
      for (const url of ['/api/dev/outbox', '/api/dev/another', '/api/dev/outbox?channel=email']) {
        const res = await t.get(url, { remoteAddress, headers: { host: '127.0.0.1' } })
        expectSpecError(res, [404], `${url} from ${remoteAddress}`)
        expect(res.body).not.toContain('reset_password_token')
      }
    }
  })

  it('is a 404 to a request relayed by a proxy, even one running on this machine', async () => {
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
      { 'x-forwarded-host': 'localhost' },
    ]
    for (const headers of relayed) {
      expectSpecError(await t.get('/api/dev/outbox', { remoteAddress: '127.0.0.1', headers }), [404], JSON.stringify(headers))
    }
  })

  it('says so in the start banner', () => {
    expect(outboxLine(loadConfig({}), 'http://localhost:3000')).toBe(
      '  Outbox:   http://localhost:3000/api/dev/outbox (loopback clients only, never through a proxy; 404 to anyone else)',
    )
    expect(outboxLine(loadConfig({ NODE_ENV: 'production' }), 'http://localhost:3000')).toBe('  Outbox:   (off in production)')
  })

  it('recognises loopback addresses and nothing else', () => {
    expect(['127.0.0.1', '127.255.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(true)
    expect(['', undefined, '0.0.0.0', '::', '128.0.0.1', '1.127.0.0.1', '::ffff:10.0.0.1', '::2', '127.0.0.1.evil'].some(isLoopbackAddress)).toBe(false)
  })
})

describe('developer routes behind TRUST_PROXY and in production', () => {
  it("a trusted proxy's X-Forwarded-For naming 127.0.0.1 opens nothing", async () => {
    const t = await appWith({ trustProxy: true })
    try {
      expectSpecError(await t.get('/api/dev/outbox', { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } }), [404], 'trusted proxy')
      expectSpecError(await t.get('/api/dev/outbox', { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } }), [404], 'local proxy')
    } finally {
      await t.close()
    }
  })

  it('production answers 404 even on loopback', async () => {
    const t = await appWith({ env: 'production' })
    try {
      for (const url of ['/api/dev/outbox', '/api/dev/another']) expectSpecError(await t.get(url, { remoteAddress: '127.0.0.1' }), [404], url)
    } finally {
      await t.close()
    }
  })
})

describe('developer routes on a real socket', () => {
  it('answers a loopback connection, and 404 once it carries a proxy header', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: 'sqlite::memory:', quiet: true, config: { rateLimit: false }, seed: true })
    try {
      const direct = await fetch(`http://127.0.0.1:${server.port}/api/dev/outbox`)
      expect(direct.status).toBe(200)
      const relayed = await fetch(`http://127.0.0.1:${server.port}/api/dev/outbox`, { headers: { 'x-forwarded-for': '127.0.0.1' } })
      expect(relayed.status).toBe(404)
      expect(await relayed.json()).toEqual({ errors: [{ code: 'not_found', detail: 'Ressource introuvable.' }] })
    } finally {
      await server.close()
    }
  })
})
