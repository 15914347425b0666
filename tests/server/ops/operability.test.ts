import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../server/app'
import { startMetricsServer } from '../../../server/ops/metrics-server'
import { Readiness } from '../../../server/ops/readiness'
import { AppMetrics } from '../../../server/ops/metrics'
import { createTestContext, openTestDatabase, testConfig, type TestContext } from '../helpers'
import { migrate } from '../../../server/db/migrate'
import { loadConfig } from '../../../server/config'
import { seedDatabase } from '../../../server/seed'

describe('health and readiness', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('answers /api/health and /api/ready on any host, with no tenant (a load balancer asks by IP)', async () => {
    for (const host of ['localhost', '10.0.0.7:3000', 'unknown.example']) {
      const health = await ctx.get('/api/health', { host })
      expect(health.statusCode).toBe(200)
      expect(health.json()).toEqual({ status: 'ok' })
      const ready = await ctx.get('/api/ready', { host })
      expect(ready.statusCode).toBe(200)
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', queue: 'ok' } })
    }
    expect((await ctx.get('/api/tenant', { host: 'unknown.example' })).statusCode).toBe(404)
  })

  it('is not ready while a registered check fails (the job queue hook), naming it', async () => {
    const { handle, drop } = await openTestDatabase()
    await migrate(handle.db, handle.isPostgres)
    const app = await buildApp({ db: handle, config: testConfig(), logger: false })
    let queueUp = false
    app.readiness.add('queue', async () => {
      if (!queueUp) throw new Error('queue unreachable')
    })
    try {
      const down = await app.inject({ method: 'GET', url: '/api/ready' })
      expect(down.statusCode).toBe(503)
      expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', queue: 'down' } })
      queueUp = true
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200)
    } finally {
      await app.close()
      await handle.close()
      await drop()
    }
  })
})

describe('request ids and JSON logs', () => {
  let app: FastifyInstance
  let close: () => Promise<void>
  const lines: Record<string, unknown>[] = []
  beforeAll(async () => {
    const { handle, drop } = await openTestDatabase()
    await migrate(handle.db, handle.isPostgres)
    await seedDatabase(handle.db)
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>)
        done()
      },
    })
    app = await buildApp({ db: handle, config: testConfig(), logger: { level: 'info', stream } })
    close = async () => {
      await app.close()
      await handle.close()
      await drop()
    }
  })
  afterAll(() => close())

  it('keeps a well-formed incoming X-Request-Id, echoes it, and logs every line of the request with it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tenant', headers: { host: 'localhost', 'x-request-id': 'lb-7f3a9c.2026:01' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-request-id']).toBe('lb-7f3a9c.2026:01')
    const mine = lines.filter((l) => l.reqId === 'lb-7f3a9c.2026:01')
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed'])
  })

  it.each([['a b'], ['x'.repeat(129)], ['<script>'], ['']])('replaces a malformed X-Request-Id (%j) with a UUID of its own', async (given) => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': given } })
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  })

  it('gives an id to errors too, and to requests without one', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tenant', headers: { host: 'nowhere.example' } })
    expect(res.statusCode).toBe(404)
    expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('Prometheus metrics', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('counts requests by route pattern and status, times them, and takes registered gauges', async () => {
    const token = await ctx.guestToken()
    await ctx.get('/api/stations/999999', { token })
    await ctx.get('/api/stations/999998', { token })
    ctx.app.metrics.addGauge({ name: 'jobs_queued', help: 'Jobs waiting, by queue', labelNames: ['queue'], collect: (set) => set(3, { queue: 'mail' }) })
    const text = await ctx.app.metrics.registry.metrics()
    expect(text).toContain('http_requests_total{method="GET",route="/api/stations/:id",status_code="404"} 2')
    expect(text).toContain('http_requests_total{method="POST",route="/api/oauth2/token",status_code="200"} 1')
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/stations\/:id",status_code="404"\} 2/)
    expect(text).toContain('jobs_queued{queue="mail"} 3')
  })

  it('counts the jobs this process ran by outcome and times them', async () => {
    await ctx.jobs.send('prune-tables', {})
    await ctx.drainJobs()
    // An outbox row whose delivery fails (no SMTP in this process): a failed run.
    const { id } = await ctx.db
      .insertInto('outbox')
      .values({
        tenant_id: await ctx.tenantId('demo'),
        channel: 'email',
        recipient: 'x@demo.test',
        subject: 's',
        body: 'b',
        payload: null,
        status: 'queued',
        attempts: 0,
        delivered_at: null,
        error: null,
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await ctx.jobs.send('deliver-email', { outboxId: id })
    await ctx.drainJobs()
    const text = await ctx.app.metrics.registry.metrics()
    expect(text).toContain('frontoffice_jobs_total{job="prune-tables",outcome="done"} 1')
    expect(text).toContain('frontoffice_jobs_total{job="deliver-email",outcome="failed"} 1')
    expect(text).toMatch(/frontoffice_job_duration_seconds_count\{job="prune-tables"\} 1/)
    expect(text).toMatch(/frontoffice_job_queue_depth\{job="deliver-email"\} 1/)
  })

  it('is never served on the public port', async () => {
    expect((await ctx.get('/metrics')).statusCode).toBe(404)
    expect((await ctx.get('/api/metrics')).statusCode).toBe(404)
  })

  it('is served on its own listener, on 127.0.0.1 by default', async () => {
    expect(loadConfig({}).metrics).toBeUndefined()
    const configured = loadConfig({ METRICS_PORT: '9464' }).metrics
    expect(configured).toEqual({ port: 9464, host: '127.0.0.1' })
    const server = await startMetricsServer(ctx.app.metrics, 0, configured?.host ?? '')
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
      const res = await fetch(server.url)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/plain')
      const text = await res.text()
      expect(text).toContain('http_requests_total')
      expect(text).toContain('process_cpu_user_seconds_total')
      expect((await fetch(server.url.replace('/metrics', '/api/tenant'))).status).toBe(404)
    } finally {
      await server.close()
    }
  })

  it("answers a worker's /health and /ready next to /metrics, /ready 503 naming the check down or the stop", async () => {
    const readiness = new Readiness()
    let queueUp = true
    readiness.add('queue', async () => {
      if (!queueUp) throw new Error('queue unreachable')
    })
    const server = await startMetricsServer(new AppMetrics(), 0, '127.0.0.1', readiness)
    const at = (path: string) => fetch(server.url.replace('/metrics', path))
    try {
      expect(await (await at('/health')).json()).toEqual({ status: 'ok' })
      const ready = await at('/ready')
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', checks: { queue: 'ok' } }])
      queueUp = false
      const down = await at('/ready')
      expect([down.status, await down.json()]).toEqual([503, { status: 'unavailable', checks: { queue: 'down' } }])
      queueUp = true
      readiness.draining = true
      expect((await at('/ready')).status).toBe(503)
    } finally {
      await server.close()
    }
  })
})
