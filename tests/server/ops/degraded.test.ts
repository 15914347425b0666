import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import { samplePng } from '../../../server/domain/documents/testing/sample-files'
import { createTestContext, type TestContext } from '../helpers'
import { multipart } from '../cluster/cluster'

/** A port where nothing listens: a Redis or an S3 server that is down. */
async function closedPort(): Promise<number> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('with Redis down', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ config: { redis: { url: `redis://127.0.0.1:${await closedPort()}`, prefix: 'fo-down:' }, rateLimit: { max: 3, timeWindowMs: 60_000 } } })
  })
  afterAll(() => ctx?.close())

  it('signs in, resets passwords and signs up (never a 500), the limits counting in the database', async () => {
    expect((await ctx.post('/api/oauth2/token', { grant_type: 'password', client_id: 'frontoffice-web', username: 'driver@demo.test', password: 'wrong-one' })).statusCode).toBe(
      400,
    )
    expect(await ctx.tokenFor('driver@demo.test')).toEqual(expect.any(String))
    const signup = await ctx.post('/api/user', { user: { email: 'redis.down@example.com', password: 'long-enough', password_confirmation: 'long-enough', tos_accepted: true } })
    expect(signup.statusCode).toBe(201)
    const resets = []
    for (let i = 0; i < 4; i++) resets.push((await ctx.post('/api/reset_password', { email: 'nobody@example.com' })).statusCode)
    expect(resets).toEqual([200, 200, 200, 429])
    const counted = await ctx.db.selectFrom('rate_counters').select('key').execute()
    expect(counted.length).toBeGreaterThan(0)
  })

  it('says so in /api/ready, which stays 200: the process serves without Redis', async () => {
    const ready = await ctx.get('/api/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok', redis: 'down' } })
  })
})

describe('with the S3 server down', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext({ config: { fileStorage: 's3', s3Url: `s3+http://key:secret@127.0.0.1:${await closedPort()}/bucket?region=us-east-1` } })
  })
  afterAll(() => ctx?.close())

  it('answers an upload 503 in the spec shape, with Retry-After', async () => {
    const token = await ctx.tokenFor('driver@demo.test')
    const photo = multipart({}, { name: 'photo[image]', filename: 'me.png', type: 'image/png', content: samplePng(3) })
    const res = await ctx.call('POST', '/api/user/photos', { token, headers: photo.headers, body: photo.raw })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('5')
    expect(res.json()).toEqual({ errors: [{ code: 'service_unavailable', detail: expect.stringContaining('indisponible') }] })
  })

  it('names the file storage down in /api/ready, still ready for everything else', async () => {
    const ready = await ctx.get('/api/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok', files: 'down' } })
  })
})
