import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpus } from 'node:os'
import pg from 'pg'
import { issueToken } from '../auth/tokens'
import { connectDatabase } from '../db/connect'
import { migrate } from '../db/migrate'
import { seedDataset, type Dataset, type DatasetSize } from './bench-dataset'
import { rng } from './random'
import { searchRequests } from './search-bodies'

// npm run bench:cluster -- [--processes 1,2,4] [--duration 10] [--warmup 3] [--connections 64]
//   [--vehicles 3000] [--stations 200] [--rentals 100000] [--pg postgres://...]
// Search throughput of 1, 2 and 4 server processes (server/main.ts, as `npm start` runs it) on one
// PostgreSQL database, the load spread evenly over them, as a reverse proxy would.
const args = process.argv.slice(2)
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback
}
const PROCESSES = opt('processes', '1,2,4').split(',').map(Number)
const DURATION = Number(opt('duration', '10'))
const WARMUP = Number(opt('warmup', '3'))
const CONNECTIONS = Number(opt('connections', '64'))
const PG_URL = opt('pg', process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
const SIZE: DatasetSize = { stations: Number(opt('stations', '200')), vehicles: Number(opt('vehicles', '3000')), rentals: Number(opt('rentals', '100000')), drivers: 500 }

interface Row {
  processes: number
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

async function admin(text: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_URL })
  await c.connect()
  try {
    await c.query(text)
  } finally {
    await c.end()
  }
}

function startProcess(url: string, poolSize: number): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: url,
      SEED_DEMO: '0',
      RATE_LIMIT_MAX: '0',
      PG_POOL_SIZE: String(poolSize),
      METRICS_PORT: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)))
    child.stdout?.on('data', (b: Buffer) => {
      out += b.toString()
      const port = /API:\s+http:\/\/localhost:(\d+)\/api/.exec(out)?.[1]
      if (!port) return
      child.removeAllListeners('exit')
      child.stdout?.removeAllListeners('data')
      child.stdout?.resume()
      resolve({ child, port: Number(port) })
    })
  })
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done()
    child.once('exit', () => done())
    child.kill('SIGTERM')
  })
}

async function measure(count: number, url: string, data: Dataset, token: string): Promise<Row> {
  // The same database connections in all: each process gets its share of 16.
  const servers = await Promise.all(Array.from({ length: count }, () => startProcess(url, Math.max(2, Math.floor(16 / count)))))
  try {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, host: 'localhost', accept: 'application/vnd.frontoffice+json; version=0.4' }
    const requests = searchRequests(rng(42), data, Date.now(), headers)
    const urls = servers.map((s) => `http://127.0.0.1:${s.port}`)
    // Each process loads its fleet before the clock starts.
    for (const u of urls) {
      const res = await fetch(`${u}${requests[0].path}`, { method: 'POST', headers, body: requests[0].body })
      if (!res.ok) throw new Error(`search failed on ${u}: ${res.status} ${await res.text()}`)
    }
    if (WARMUP > 0) await autocannon({ url: urls, connections: CONNECTIONS, duration: WARMUP, requests })
    const r = await autocannon({ url: urls, connections: CONNECTIONS, duration: DURATION, requests })
    return { processes: count, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
  } finally {
    await Promise.all(servers.map((s) => stop(s.child)))
  }
}

async function main(): Promise<void> {
  const name = `bench_cluster_${randomBytes(5).toString('hex')}`
  await admin(`create database ${name}`)
  const u = new URL(PG_URL)
  u.pathname = `/${name}`
  u.searchParams.delete('options')
  const url = u.toString()
  try {
    const handle = await connectDatabase(url)
    let data: Dataset
    let token: string
    try {
      await migrate(handle.db, true)
      const t0 = Date.now()
      data = await seedDataset(handle.db, SIZE, Date.now())
      console.log(`seeded ${SIZE.stations} stations, ${SIZE.vehicles} vehicles, ${SIZE.rentals} rentals in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
      token = (await issueToken(handle.db, { tenantId: data.tenantId, userId: null, clientId: 'bench', now: Date.now() })).token
    } finally {
      await handle.close()
    }
    const rows: Row[] = []
    for (const count of PROCESSES) {
      console.log(`measuring ${count} process${count > 1 ? 'es' : ''} (${WARMUP} s warm-up, ${DURATION} s)...`)
      rows.push(await measure(count, url, data, token))
    }
    const base = rows[0].rps
    console.log(
      `\nSearch throughput on one PostgreSQL database, ${CONNECTIONS} connections spread over the processes, ${cpus().length} CPU cores (shared with PostgreSQL and the load generator)`,
    )
    console.log('processes   req/s   scaling   p50 ms   p99 ms   non-2xx   errors')
    for (const r of rows) {
      console.log(
        `${String(r.processes).padStart(9)}  ${r.rps.toFixed(0).padStart(6)}   ${(r.rps / base).toFixed(2).padStart(6)}x   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${String(r.non2xx).padStart(7)}   ${String(r.errors).padStart(6)}`,
      )
    }
    process.exitCode = rows.every((r) => r.non2xx === 0 && r.errors === 0) ? 0 : 1
  } finally {
    await admin(`drop database if exists ${name} with (force)`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
