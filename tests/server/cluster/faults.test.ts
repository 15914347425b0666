import http from 'node:http'
import pg from 'pg'
import { SEED_TENANTS } from '../../../server/seed'
import { call, PG_URL, startCluster, within, type Cluster, type ServerProcess } from './cluster'

/** One GET on a kept-alive connection of `agent`: its status and whether the server closes the connection, or the socket error's code. */
function keptAliveGet(agent: http.Agent, server: ServerProcess, path: string): Promise<{ outcome: number | string; closes: boolean }> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve) => {
    const req = http.get({ agent, hostname, port, path, headers: { accept: 'application/json' } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ outcome: res.statusCode ?? 0, closes: res.headers.connection === 'close' }))
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ outcome: err.code ?? err.message, closes: true }))
    })
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ outcome: err.code ?? err.message, closes: true }))
  })
}

// What an operator meets in the first month, on real processes and a throwaway database: a deploy
// that starts three processes at once on an empty database, a database that drops every
// connection, a rolling restart under kept-alive clients.
describe.skipIf(!PG_URL)('three processes through faults', () => {
  let cluster: Cluster
  beforeAll(async () => {
    cluster = await startCluster(3, { SHUTDOWN_DRAIN_MS: '1500' }, { fresh: true })
  }, 200_000)
  afterAll(() => cluster?.stop())
  const server = (i: number) => cluster.servers[i]

  it('comes up three times on an empty database started at once, the tenants seeded once', async () => {
    for (const s of cluster.servers) expect(s.child.exitCode, s.output()).toBeNull()
    const tenants = await cluster.sql('select slug from tenants order by slug')
    expect(tenants.rows.map((r: { slug: string }) => r.slug)).toEqual(SEED_TENANTS.map((t) => t.slug).sort())
    for (const s of cluster.servers) expect((await call(s, 'GET', '/api/tenant')).status).toBe(200)
  })

  it('answers 503 in the spec shape to writes cut by pg_terminate_backend, reads again, stays up, answers within 15 s', async () => {
    // A worker too: its pool, its job queue's and its LISTEN connections are cut with the others'.
    const worker = await cluster.startWorker('w1', { WORKER_METRICS_PORT: '0' })
    const workerReady = /"metrics":"(http:\/\/[^"]+)\/metrics"/.exec(worker.output())?.[1] + '/ready'
    expect((await fetch(workerReady)).status).toBe(200)
    const tokens = await Promise.all(
      cluster.servers.map(async (s) => {
        const res = await call(s, 'POST', '/api/oauth2/token', { body: { grant_type: 'client_credentials', client_id: 'frontoffice-web' } })
        return ((await res.json()) as { access_token: string }).access_token
      }),
    )
    // Holds inserts into access_tokens, so that a token request is in a write when its connection is
    // cut, and every read of rental_labels, so that a reference list is in a read.
    const lock = new pg.Client({ connectionString: cluster.databaseUrl })
    const watch = new pg.Client({ connectionString: cluster.databaseUrl })
    await Promise.all([lock.connect(), watch.connect()])
    try {
      await lock.query('begin')
      await lock.query('lock table access_tokens in exclusive mode')
      await lock.query('lock table rental_labels in access exclusive mode')
      const writes = cluster.servers.map((s) => call(s, 'POST', '/api/oauth2/token', { body: { grant_type: 'client_credentials', client_id: 'frontoffice-web' } }))
      const reads = cluster.servers.map((s, i) => call(s, 'GET', '/api/rental_labels', { token: tokens[i] }))
      // Watched from outside the lock's transaction, which sees pg_stat_activity as of its first look.
      await within(
        10_000,
        async () => (await watch.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n >= 6,
      )
      const cut = await watch.query(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and pid <> $1',
        [(lock as unknown as { processID: number }).processID],
      )
      expect(cut.rows[0].n).toBeGreaterThanOrEqual(6)
      for (const answer of await Promise.all(writes)) {
        expect(answer.status).toBe(503)
        expect(answer.headers.get('retry-after')).toBe('5')
        expect(await answer.json()).toEqual({ errors: [{ code: 'service_unavailable', detail: expect.stringContaining('indisponible') }] })
      }
      // A read is sent again on a new connection, where it waits for the lock like the first time.
      await lock.query('commit')
      for (const [i, answer] of (await Promise.all(reads)).entries()) expect(answer.status, cluster.servers[i].output().slice(-3000)).toBe(200)
    } finally {
      await Promise.all([lock.end(), watch.end()])
    }
    const took = await Promise.all(
      cluster.servers.map((s) =>
        within(15_000, async () => {
          const [tenant, ready] = await Promise.all([call(s, 'GET', '/api/tenant'), call(s, 'GET', '/api/ready')])
          return tenant.status === 200 && ready.status === 200
        }),
      ),
    )
    // The worker's own answer, with what it printed when it never comes (it may have died).
    const workerAnswers = async () => (await fetch(workerReady).catch(() => null))?.status === 200
    took.push(
      await within(15_000, workerAnswers).catch((error: unknown) => {
        throw new Error(`the worker did not answer (exit code ${worker.child.exitCode}): ${worker.output().slice(-4000)}`, { cause: error })
      }),
    )
    expect(Math.max(...took)).toBeLessThan(15_000)
    const token = await call(server(0), 'POST', '/api/oauth2/token', { body: { grant_type: 'client_credentials', client_id: 'frontoffice-web' } })
    expect(token.status).toBe(200)
    for (const s of [...cluster.servers, worker]) expect(s.child.exitCode, s.output()).toBeNull()
    // Its CPU is left to the next test's timings.
    worker.child.kill('SIGTERM')
    expect(await worker.exited, worker.output()).toBe(0)
  }, 200_000)

  it('drops no request of 20 kept-alive clients on SIGTERM: ready turns 503 at once, the rest is answered', async () => {
    const last = server(2)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 })
    const outcomes: (number | string)[] = []
    let stopped = false
    // Each client sends on its kept-alive connection until the server closes it (as a load balancer
    // would, it then goes to another process) or the listener is gone (refused: never accepted).
    const client = async () => {
      for (;;) {
        const { outcome, closes } = await keptAliveGet(agent, last, '/api/tenant')
        if (outcome === 'ECONNREFUSED') return
        outcomes.push(outcome)
        if (closes && stopped) return
      }
    }
    const clients = Array.from({ length: 20 }, client)
    await within(10_000, async () => outcomes.length >= 200)
    last.child.kill('SIGTERM')
    // Well inside the drain delay, though a request waits behind 20 busy clients on a slow host.
    const ready = await within(1000, async () => (await call(last, 'GET', '/api/ready')).status === 503)
    expect(ready).toBeLessThan(1000)
    stopped = true
    await Promise.all(clients)
    agent.destroy()
    const failed = outcomes.filter((o) => o !== 200)
    expect(failed, `${failed.length} of ${outcomes.length} dropped: ${[...new Set(failed)].join(', ')}`).toEqual([])
    expect(await last.exited, last.output()).toBe(0)
  })
})
