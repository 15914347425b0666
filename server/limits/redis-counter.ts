import type { Redis } from 'ioredis'
import type { Limiter } from './limiter'

// INCR and PEXPIRE in one script, so that a key never lives without its expiry whatever the
// processes do at once; answers the count and the milliseconds left.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}
`

/** The Limiter in Redis or Valkey (REDIS_URL), keys under `prefix`. The client is the caller's to close. */
export function redisLimiter(redis: Redis, prefix: string): Limiter {
  return {
    hit: async (key, windowSeconds) => {
      const [count, ttl] = (await redis.eval(HIT, 1, `${prefix}${key}`, String(windowSeconds * 1000))) as [number, number]
      return { count, resetInMs: ttl }
    },
    reset: async (key) => {
      await redis.del(`${prefix}${key}`)
    },
  }
}
