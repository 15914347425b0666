import type { Redis } from 'ioredis'
import type { HitCounter } from './hit-counter'

// INCR and PEXPIRE in one script, so that a key never lives without its expiry whatever the
// processes do at once; answers the count and the milliseconds left.
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}
`

/** Counters in Redis or Valkey (REDIS_URL), keys under `prefix`. The client is the caller's to close. */
export function redisCounter(redis: Redis, prefix: string, clock: () => number = Date.now): HitCounter {
  return {
    label: 'Redis',
    hit: async (key, windowMs) => {
      const [hits, ttl] = (await redis.eval(HIT, 1, `${prefix}${key}`, String(windowMs))) as [number, number]
      return { hits, resetAtMs: clock() + ttl }
    },
    reset: async (key) => {
      await redis.del(`${prefix}${key}`)
    },
    close: async () => {},
  }
}
