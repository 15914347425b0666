import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { redisLimiter } from '../../../server/limits/redis-counter'
import { createTestContext, type TestContext } from '../helpers'

// Redis or Valkey (REDIS_URL) holds the rate limits of every process. Runs where the cluster tests
// run (CI sets TEST_DATABASE_URL and has redis-server on 127.0.0.1:6379), or with TEST_REDIS_URL.
const REDIS_URL = process.env.TEST_REDIS_URL ?? (process.env.TEST_DATABASE_URL ? 'redis://127.0.0.1:6379' : undefined)

describe.skipIf(!REDIS_URL)('shared limits in Redis', () => {
  const prefix = `test-${randomBytes(6).toString('hex')}:`
  let redis: Redis
  beforeAll(() => {
    redis = new Redis(REDIS_URL as string)
  })
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })

  it('counts every one of many concurrent hits once, and starts again after the window', async () => {
    const limiter = redisLimiter(redis, prefix)
    const answers = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('sms:42', 1)))
    expect(answers.map((a) => a.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(Math.max(...answers.map((a) => a.resetInMs))).toBeLessThanOrEqual(1000)
    expect(await redis.pttl(`${prefix}sms:42`)).toBeGreaterThan(0)
    await new Promise((r) => setTimeout(r, 1050))
    expect((await limiter.hit('sms:42', 1)).count).toBe(1)
    await limiter.reset('sms:42')
    expect(await redis.exists(`${prefix}sms:42`)).toBe(0)
  })

  describe('two servers with the same REDIS_URL', () => {
    let one: TestContext
    let two: TestContext
    beforeAll(async () => {
      const config = { redis: { url: REDIS_URL as string, prefix }, rateLimit: { max: 3, timeWindowMs: 60_000 } }
      ;[one, two] = await Promise.all([createTestContext({ config }), createTestContext({ config })])
    })
    afterAll(async () => {
      await Promise.all([one?.close(), two?.close()])
    })

    it('add up the rate limit of the sensitive calls, in keys under the prefix', async () => {
      expect(one.app.limitsLabel).toBe(`Redis (redis://${new URL(REDIS_URL as string).host})`)
      const attempt = (ctx: TestContext) => ctx.post('/api/reset_password', { email: 'nobody@example.com' })
      const codes = [await attempt(one), await attempt(two), await attempt(one)].map((r) => r.statusCode)
      expect(codes.includes(429)).toBe(false)
      expect((await attempt(two)).statusCode).toBe(429)
      expect((await attempt(one)).statusCode).toBe(429)
      expect((await redis.keys(`${prefix}rate-limit:*`)).length).toBe(1)
    })
  })
})
