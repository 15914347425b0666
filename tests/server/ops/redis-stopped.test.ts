import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { Redis } from 'ioredis'
import { createTestContext, type TestContext } from '../helpers'

/** A real Redis of this test's own, on a free port, that the test stops and starts again. */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function until(probe: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await probe().catch(() => false))) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 50))
  }
}

// Redis stopped under a running process (not merely absent at its start): sign-in, password reset
// and sign-up keep answering, the limits count in the database, /api/ready names Redis down and
// then up again once Redis is back.
describe.skipIf(!hasRedis)('Redis stopped while the API runs', () => {
  let port: number
  let redisProcess: ChildProcess | null = null
  let ctx: TestContext

  const startRedis = async () => {
    redisProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
    probe.on('error', () => undefined)
    try {
      await until(async () => (await probe.connect().then(() => probe.ping())) === 'PONG')
    } finally {
      probe.disconnect()
    }
  }
  const stopRedis = async () => {
    const child = redisProcess
    redisProcess = null
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }

  beforeAll(async () => {
    port = await freePort()
    await startRedis()
    ctx = await createTestContext({ config: { redis: { url: `redis://127.0.0.1:${port}`, prefix: 'fo-stopped:' }, rateLimit: { max: 3, timeWindowMs: 60_000 } } })
  })
  afterAll(async () => {
    await ctx?.close()
    await stopRedis()
  })

  it('signs in, resets and signs up without a 500 once Redis is stopped; ready says so, then sees it back', async () => {
    expect(await ctx.tokenFor('driver@demo.test')).toEqual(expect.any(String))
    expect((await ctx.get('/api/ready')).json()).toMatchObject({ checks: { redis: 'ok' } })
    const before = await ctx.db.selectFrom('rate_counters').select('key').execute()

    await stopRedis()
    const wrong = await ctx.post('/api/oauth2/token', { grant_type: 'password', client_id: 'frontoffice-web', username: 'driver@demo.test', password: 'wrong-one' })
    expect(wrong.statusCode).toBe(400)
    expect(await ctx.tokenFor('driver@demo.test')).toEqual(expect.any(String))
    const signup = await ctx.post('/api/user', { user: { email: 'redis.stopped@example.com', password: 'long-enough', password_confirmation: 'long-enough', tos_accepted: true } })
    expect(signup.statusCode).toBe(201)
    const resets = []
    for (let i = 0; i < 4; i++) resets.push((await ctx.post('/api/reset_password', { email: 'nobody@example.com' })).statusCode)
    // Still limited: the database counts while Redis is away.
    expect(resets).toEqual([200, 200, 200, 429])
    expect((await ctx.db.selectFrom('rate_counters').select('key').execute()).length).toBeGreaterThan(before.length)
    const ready = await ctx.get('/api/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'down' } })

    await startRedis()
    await until(async () => (await ctx.get('/api/ready')).json<{ checks: { redis: string } }>().checks.redis === 'ok')
    expect(await ctx.tokenFor('driver@demo.test')).toEqual(expect.any(String))
  })
})
