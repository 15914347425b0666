import autocannon from 'autocannon'
import { fork, spawnSync, type ChildProcess, type Serializable } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { issueToken } from '../auth/tokens'
import { connectDatabase } from '../db/connect'
import { migrate } from '../db/migrate'
import { postgresTarget, sqliteTarget, type BenchTarget } from './bench-targets'
import { seedDataset, type Dataset, type DatasetSize } from './bench-dataset'
import { explainStationSearch } from './explain'
import { rng } from './random'
import { randomSearchBody, searchRequests } from './search-bodies'

// npm run bench:search -- [--duration 20] [--warmup 3] [--connections 100] [--only sqlite|postgres]
//   [--vehicles 10000] [--stations 300] [--rentals 500000] [--pg postgres://...] [--pin]
// --pin runs the server on CPU 0 and the load generator on CPU 1 (taskset), so that neither takes
// the other's core; by default both share the machine's cores as the OS schedules them.
// BENCH_SERVER_FLAGS passes node flags to the server process (e.g. --trace-gc).
const args = process.argv.slice(2)
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}
const DURATION = Number(opt('duration', '20'))
const WARMUP = Number(opt('warmup', '3'))
const CONNECTIONS = Number(opt('connections', '100'))
const ONLY = opt('only', 'both')
const PIN = args.includes('--pin')
const PG_URL = opt('pg', process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
const SIZE: DatasetSize = { stations: Number(opt('stations', '300')), vehicles: Number(opt('vehicles', '10000')), rentals: Number(opt('rentals', '500000')), drivers: 1000 }
const TARGET_P99_MS = 50
const TARGET_RATIO = 0.25

interface LoopDelay {
  p50: number
  p99: number
  max: number
  /** A request's own handling in the server (µs), from its parsed headers to its written answer. */
  handling: { p50: number; p99: number; max: number }
}

interface Measure {
  rps: number
  /** Server CPU time (user + system) per request, in microseconds. */
  cpuUs: number
  /** Of which in the kernel (socket writes and reads, mostly). */
  systemUs: number
  /** The load generator's CPU time per request (this process: autocannon reads every answer). */
  clientUs: number
  loop: LoopDelay
  p50: number
  p90: number
  p99: number
  max: number
  non2xx: number
  errors: number
}

async function prepare(target: BenchTarget, now: number): Promise<{ data: Dataset; token: string; plan: string }> {
  const handle = await connectDatabase(target.url)
  try {
    await migrate(handle.db, handle.isPostgres)
    const t0 = Date.now()
    const data = await seedDataset(handle.db, SIZE, now)
    console.log(`  seeded ${SIZE.stations} stations, ${SIZE.vehicles} vehicles, ${SIZE.rentals} rentals in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
    const { token } = await issueToken(handle.db, { tenantId: data.tenantId, userId: null, clientId: 'bench', now })
    const plan = await explainStationSearch(handle.db, handle.isPostgres, data, now)
    return { data, token, plan }
  } finally {
    await handle.close()
  }
}

interface BenchServer {
  ports: { app: number; bare: number }
  /** Makes the bare instance's POST /canned answer these bytes. */
  setCanned: (answer: Buffer) => Promise<void>
  memory: () => Promise<NodeJS.MemoryUsage>
  cpu: () => Promise<NodeJS.CpuUsage>
  /** The server's event-loop delay (ms) since the last `cpu()`. */
  loop: () => Promise<LoopDelay>
  stop: () => Promise<void>
}

/** Sends the server a message (by default the name of what is asked) and reads `what` in its reply. */
function ask<T>(child: ChildProcess, what: 'memory' | 'cpu' | 'loop' | 'cannedBytes', message: Serializable = what): Promise<T> {
  return new Promise((answer) => {
    child.once('message', (m) => answer((m as Record<string, T>)[what]))
    child.send(message)
  })
}

function startServer(url: string): Promise<BenchServer> {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), [], {
    env: { ...process.env, BENCH_DATABASE_URL: url, PG_POOL_SIZE: process.env.PG_POOL_SIZE ?? '16' },
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean)],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  if (PIN && child.pid) {
    spawnSync('taskset', ['-a', '-pc', '0', String(child.pid)])
    spawnSync('taskset', ['-a', '-pc', '1', String(process.pid)])
  }
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
    child.once('message', (ports) => {
      child.removeAllListeners('exit')
      resolve({
        ports: ports as { app: number; bare: number },
        memory: () => ask<NodeJS.MemoryUsage>(child, 'memory'),
        cpu: () => ask<NodeJS.CpuUsage>(child, 'cpu'),
        loop: () => ask<LoopDelay>(child, 'loop'),
        setCanned: async (answer) => {
          await ask<number>(child, 'cannedBytes', { canned: answer.toString('base64') })
        },
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done())
            child.kill('SIGTERM')
          }),
      })
    })
  })
}

/** Loads a route for WARMUP seconds (JIT, caches, connection pool), then measures DURATION seconds. */
async function load(server: BenchServer, options: autocannon.Options): Promise<Measure> {
  if (WARMUP > 0) await autocannon({ connections: CONNECTIONS, duration: WARMUP, ...options })
  const before = await server.cpu()
  const clientBefore = process.cpuUsage()
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options })
  const client = process.cpuUsage(clientBefore)
  const loop = await server.loop()
  const after = await server.cpu()
  const requests = Math.max(1, result.requests.total)
  const cpuUs = (after.user - before.user + after.system - before.system) / requests
  const systemUs = (after.system - before.system) / requests
  const clientUs = (client.user + client.system) / requests
  return {
    rps: result.requests.average,
    cpuUs,
    systemUs,
    clientUs,
    loop,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

interface RunResult {
  bare: Measure
  search: Measure
  /** The search's requests answered by a bare route with one real answer of the pool's mean size. */
  canned: Measure
  cannedBytes: number
  memory: NodeJS.MemoryUsage
}

/**
 * Sends every request of the pool once (which also loads the fleet) and keeps the answer whose size
 * is nearest the pool's mean: the canned answer shows what the HTTP exchange of such a body costs
 * the server and the load generator here, whatever the app does to make it.
 */
async function typicalAnswer(port: number, requests: { path: string; headers: Record<string, string>; body: string }[]): Promise<Buffer> {
  const answers: Buffer[] = []
  for (const r of requests) {
    const res = await fetch(`http://127.0.0.1:${port}${r.path}`, { method: 'POST', headers: r.headers, body: r.body })
    if (!res.ok) throw new Error(`search failed: ${res.status} ${await res.text()}`)
    answers.push(Buffer.from(await res.arrayBuffer()))
  }
  const mean = answers.reduce((sum, a) => sum + a.length, 0) / answers.length
  return answers.reduce((best, a) => (Math.abs(a.length - mean) < Math.abs(best.length - mean) ? a : best))
}

async function run(target: BenchTarget, now: number): Promise<RunResult> {
  console.log(`\n[${target.name}]`)
  const { data, token, plan } = await prepare(target, now)
  console.log(`  plan of the SQL engine's station search (searches use the in-memory fleet; SQL answers without it):\n${plan.replace(/^/gm, '    ')}`)
  const server = await startServer(target.url)
  try {
    const r = rng(42)
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, host: 'localhost', accept: 'application/vnd.frontoffice+json; version=0.4' }
    const probe = await fetch(`http://127.0.0.1:${server.ports.app}/api/vehicles/search`, { method: 'POST', headers, body: JSON.stringify(randomSearchBody(r, data, now)) })
    const sample = (await probe.json()) as { total?: number; errors?: unknown }
    if (!probe.ok) throw new Error(`search probe failed: ${probe.status} ${JSON.stringify(sample)}`)
    console.log(`  probe: ${probe.status}, total ${sample.total}`)

    // Searches start 15 minutes to 30 days after the run starts, so none falls in the past during it.
    const requests = searchRequests(r, data, Date.now(), headers)
    const answer = await typicalAnswer(server.ports.app, requests)
    await server.setCanned(answer)

    const bare = await load(server, { url: `http://127.0.0.1:${server.ports.bare}/bare` })
    const search = await load(server, { url: `http://127.0.0.1:${server.ports.app}`, requests })
    const canned = await load(server, { url: `http://127.0.0.1:${server.ports.bare}`, requests: requests.map((q) => ({ ...q, path: '/canned' })) })
    return { bare, search, canned, cannedBytes: answer.length, memory: await server.memory() }
  } finally {
    await server.stop()
  }
}

function report(name: string, m: RunResult): boolean {
  const ratio = m.search.rps / m.bare.rps
  const row = (label: string, x: Measure) =>
    [
      `  ${label.padEnd(22)} ${x.rps.toFixed(0).padStart(8)} req/s   p50 ${String(x.p50).padStart(4)} ms   p90 ${String(x.p90).padStart(4)} ms   p99 ${String(x.p99).padStart(4)} ms   max ${String(x.max).padStart(4)} ms   non-2xx ${x.non2xx}  errors ${x.errors}`,
      `  ${''.padEnd(22)} server CPU ${x.cpuUs.toFixed(0)} µs/request (system ${x.systemUs.toFixed(0)}), load generator ${x.clientUs.toFixed(0)} µs/request; server event-loop delay p50 ${x.loop.p50.toFixed(1)} ms, p99 ${x.loop.p99.toFixed(1)} ms, max ${x.loop.max.toFixed(0)} ms`,
      `  ${''.padEnd(22)} a request's own handling in the server p50 ${x.loop.handling.p50} µs, p99 ${x.loop.handling.p99} µs, max ${(x.loop.handling.max / 1000).toFixed(1)} ms (the rest of its latency: waiting its turn)`,
    ].join('\n')
  console.log(`\n== ${name}: ${CONNECTIONS} connections, ${DURATION} s each${PIN ? '; server on CPU 0, load generator on CPU 1' : ''}`)
  console.log(row('bare Fastify JSON', m.bare))
  console.log(row('POST /vehicles/search', m.search))
  console.log(row('bare POST, canned', m.canned))
  console.log(
    `  ${''.padEnd(22)} (the search's requests; one real answer of ${(m.cannedBytes / 1024).toFixed(1)} KB, the pool's mean size, without the app: search/canned ${((m.search.rps / m.canned.rps) * 100).toFixed(0)} %)`,
  )
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`
  console.log(`  server memory after the load: rss ${mb(m.memory.rss)}, heap used ${mb(m.memory.heapUsed)}`)
  const p99ok = m.search.p99 <= TARGET_P99_MS
  const ratioOk = ratio >= TARGET_RATIO
  console.log(
    `  search/bare throughput ${(ratio * 100).toFixed(1)} % (target >= ${TARGET_RATIO * 100} %: ${ratioOk ? 'met' : 'MISSED'}); p99 target <= ${TARGET_P99_MS} ms: ${p99ok ? 'met' : 'MISSED'}`,
  )
  return p99ok && ratioOk && m.search.non2xx === 0 && m.search.errors === 0
}

async function main(): Promise<void> {
  const now = Date.now()
  const targets: (() => Promise<BenchTarget>)[] = []
  if (ONLY !== 'postgres') targets.push(async () => sqliteTarget('search-bench-'))
  if (ONLY !== 'sqlite') targets.push(() => postgresTarget(PG_URL))
  const results: [string, RunResult][] = []
  for (const make of targets) {
    const target = await make()
    try {
      results.push([target.name, await run(target, now)])
    } finally {
      await target.cleanup()
    }
  }
  let ok = true
  for (const [name, m] of results) ok = report(name, m) && ok
  process.exitCode = ok ? 0 : 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
