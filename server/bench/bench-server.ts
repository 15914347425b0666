import Fastify, { type FastifyInstance } from 'fastify'
import { createHistogram, monitorEventLoopDelay, type RecordableHistogram } from 'node:perf_hooks'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { connectDatabase } from '../db/connect'

/**
 * Records each request's own handling time in µs, from Fastify's onRequest to the answer written: a
 * latency far above it was spent waiting for the event loop, behind other requests or a pause.
 */
function timeHandling(instance: FastifyInstance, into: RecordableHistogram): void {
  instance.addHook('onResponse', async (_request, reply) => {
    into.record(Math.max(1, Math.round(reply.elapsedTime * 1000)))
  })
}

/**
 * The benchmark's server process: the real app on one port and a bare Fastify JSON route on
 * another, both on 127.0.0.1, so the load generator (the parent process) measures them alike.
 * The bare instance also answers POST /canned with a search answer the parent hands over
 * (`{ canned: base64 }`, acknowledged with `{ cannedBytes }`): the same requests and answer bytes
 * as a search without any of the app's work. Reports `{ app, bare }` ports over IPC, then serves
 * until killed.
 */
async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL
  if (!url) throw new Error('BENCH_DATABASE_URL is required')
  const db = await connectDatabase(url)
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url, RATE_LIMIT_MAX: '0', TENANT_CACHE_SECONDS: '300' })
  const app = await buildApp({ db, config, logger: false })
  // One histogram for both instances: the parent loads one route at a time.
  const handling = createHistogram()
  timeHandling(app, handling)
  await app.listen({ port: 0, host: '127.0.0.1' })

  const bare = Fastify({ logger: false })
  timeHandling(bare, handling)
  bare.get('/bare', async () => ({ ok: true, items: [1, 2, 3] }))
  let canned = Buffer.from('{}')
  bare.post('/canned', async (_request, reply) => {
    reply.type('application/json; charset=utf-8')
    return canned
  })
  await bare.listen({ port: 0, host: '127.0.0.1' })

  const port = (f: { server: { address(): unknown } }) => {
    const a = f.server.address() as { port: number } | string | null
    return typeof a === 'object' && a ? a.port : 0
  }
  process.send?.({ app: port(app), bare: port(bare) })
  // The parent asks for memory after the load (the fleet index lives here), for the CPU time spent
  // so far, to tell each request's cost apart from what the load generator's share of the machine
  // lets through, for how long the event loop stalled since (a stall holds every answer at once) and
  // how long requests took to handle.
  const loopDelay = monitorEventLoopDelay({ resolution: 1 })
  loopDelay.enable()
  process.on('message', (m) => {
    if (typeof m === 'object' && m !== null && 'canned' in m) {
      canned = Buffer.from(String(m.canned), 'base64')
      process.send?.({ cannedBytes: canned.length })
    }
    if (m === 'memory') process.send?.({ memory: process.memoryUsage() })
    if (m === 'cpu') {
      process.send?.({ cpu: process.cpuUsage() })
      loopDelay.reset()
      handling.reset()
    }
    if (m === 'loop') {
      const loop = { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 }
      const handled = { p50: handling.percentile(50), p99: handling.percentile(99), max: handling.max }
      process.send?.({ loop: { ...loop, handling: handled } })
    }
  })
  process.on('SIGTERM', () => {
    void Promise.all([app.close(), bare.close()]).finally(() => process.exit(0))
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
