import { ENGINES } from '../testing/test-database'
import { useTestDatabase } from '../testing/use-test-database'
import { createDbLimiter } from './db-limiter'

describe.each(ENGINES)('database limiter on %s', (engine) => {
  const t = useTestDatabase(engine, 'limiter')
  let now = Date.UTC(2026, 0, 1)
  const limiter = () => createDbLimiter(t.db, () => now)

  it('counts hits in a window, then starts again', async () => {
    const l = limiter()
    expect(await l.hit('a', 60)).toEqual({ count: 1, resetInMs: 60_000 })
    now += 10_000
    expect(await l.hit('a', 60)).toEqual({ count: 2, resetInMs: 50_000 })
    expect((await l.hit('b', 60)).count).toBe(1)
    now += 50_000
    expect(await l.hit('a', 60)).toEqual({ count: 1, resetInMs: 60_000 })
  })

  it('never gives two parallel hits the same count, from two connections', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter().hit('parallel', 60)))
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
  })

  it('forgets a key on reset', async () => {
    const l = limiter()
    await l.hit('c', 60)
    await l.hit('c', 60)
    await l.reset('c')
    expect((await l.hit('c', 60)).count).toBe(1)
  })
})
