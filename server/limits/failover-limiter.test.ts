import type { Limiter } from './limiter'
import { FAILOVER_RETRY_MS, failoverLimiter } from './failover-limiter'

/** A fake counter in memory that fails while `down` is set (stands for Redis going away). */
function fakeCounter(): Limiter & { down: boolean; calls: number } {
  const counts = new Map<string, number>()
  const fake = {
    down: false,
    calls: 0,
    hit: async (key: string) => {
      fake.calls += 1
      if (fake.down) throw new Error('Connection is closed.')
      counts.set(key, (counts.get(key) ?? 0) + 1)
      return { count: counts.get(key) as number, resetInMs: 60_000 }
    },
    reset: async (key: string) => {
      if (fake.down) throw new Error('Connection is closed.')
      counts.delete(key)
    },
  }
  return fake
}

describe('failoverLimiter', () => {
  it('counts in the fallback while the primary fails, tries the primary again after a while', async () => {
    let now = 0
    const primary = fakeCounter()
    const fallback = fakeCounter()
    const failovers: unknown[] = []
    const limiter = failoverLimiter(
      primary,
      fallback,
      (err) => failovers.push(err),
      () => now,
    )
    expect((await limiter.hit('k', 60)).count).toBe(1)
    primary.down = true
    expect((await limiter.hit('k', 60)).count).toBe(1)
    expect((await limiter.hit('k', 60)).count).toBe(2)
    expect(primary.calls).toBe(2)
    expect(failovers).toHaveLength(1)
    primary.down = false
    now += FAILOVER_RETRY_MS
    expect((await limiter.hit('k', 60)).count).toBe(2)
    expect(fallback.calls).toBe(2)
  })
})
