import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { ACCEPT_V04, DEMO_WEB_CLIENT_ID, XHR_HEADER } from '@contracts/http'
import { DEMO_PASSWORD, seedDatabase } from '../../../server/seed'
import { connectDatabase } from '../../../server/db/connect'
import { migrate } from '../../../server/db/migrate'

/** The PostgreSQL server the cluster tests use; they are skipped without it (CI sets it). */
export const PG_URL = process.env.TEST_DATABASE_URL

export interface ServerProcess {
  name: string
  url: string
  child: ChildProcess
  /** Everything the process printed, for failure messages. */
  output: () => string
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>
}

export interface Cluster {
  servers: ServerProcess[]
  /** `npm run worker` processes started with startWorker(), stopped with the cluster. */
  workers: ServerProcess[]
  /** Starts one more worker process (server/worker.ts) on the cluster's database. */
  startWorker: (name: string, env?: Record<string, string>) => Promise<ServerProcess>
  /** The throwaway database's URL, for checks straight in the database. */
  databaseUrl: string
  sql: (text: string, values?: unknown[]) => Promise<pg.QueryResult>
  stop: () => Promise<void>
}

function databaseUrl(base: string, name: string): string {
  const u = new URL(base)
  u.pathname = `/${name}`
  u.searchParams.delete('options')
  return u.toString()
}

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_URL })
  await c.connect()
  try {
    return await work(c)
  } finally {
    await c.end()
  }
}

/** A ceiling, not a wait: three processes starting at once on a 2-core host busy with browser tests. */
const START_TIMEOUT_MS = 150_000

/**
 * Starts one real server process (dist/server/main.mjs, compiled from server/main.ts by the project's
 * global setup: what `npm start` runs) on a free port and waits for its start banner. Each has a data
 * directory of its own: nothing is shared through the disk.
 */
function startProcess(name: string, env: Record<string, string>, kind: 'server' | 'worker' = 'server'): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `cluster-${name}-`))
  const child = spawn(process.execPath, ['--enable-source-maps', kind === 'server' ? 'dist/server/main.mjs' : 'dist/server/worker.mjs'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, RATE_LIMIT_MAX: '0', TEST_DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (b: Buffer) => (out += b.toString()))
  child.stderr.on('data', (b: Buffer) => (out += b.toString()))
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => {
      // A process that ends on its own with a failure says why in the test's log, whatever the test then checks.
      if (code !== 0 && signal !== 'SIGKILL') process.stderr.write(`\n[${name} exited: ${code ?? signal}]\n${out.slice(-6000)}\n`)
      rmSync(dataDir, { recursive: true, force: true })
      resolve(code ?? signal ?? -1)
    }),
  )
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${name} did not start in ${START_TIMEOUT_MS / 1000} s:\n${out}`))
    }, START_TIMEOUT_MS)
    const check = () => {
      // A worker has no port: its "worker ready" log line says it works the queue.
      const port = kind === 'server' ? /API:\s+http:\/\/localhost:(\d+)\/api/.exec(out)?.[1] : /"msg":"worker ready"/.test(out) ? '' : undefined
      if (port === undefined) return
      clearTimeout(timer)
      child.stdout.off('data', check)
      resolve({ name, url: port ? `http://127.0.0.1:${port}` : '', child, output: () => out, exited })
    }
    child.stdout.on('data', check)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited (${code}) before starting:\n${out}`))
    })
  })
}

/**
 * `count` server processes on one new PostgreSQL database (random name, dropped by stop()), migrated
 * and seeded with the demo tenants here first, so that the processes all start at once. `fresh`
 * leaves the database empty and starts the processes with SEED_DEMO=1: they migrate and seed it
 * themselves, all at once, as a first deploy does.
 */
export async function startCluster(count: number, env: Record<string, string> = {}, options: { fresh?: boolean } = {}): Promise<Cluster> {
  if (!PG_URL) throw new Error('TEST_DATABASE_URL is not set')
  const name = `fo_cluster_${randomBytes(6).toString('hex')}`
  await admin((c) => c.query(`create database ${name}`))
  const url = databaseUrl(PG_URL, name)
  const servers: ServerProcess[] = []
  const workers: ServerProcess[] = []
  const stop = async () => {
    const all = [...servers, ...workers]
    for (const s of all) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM')
    await Promise.all(all.map((s) => s.exited))
    await admin((c) => c.query(`drop database if exists ${name} with (force)`))
  }
  const common = { DATABASE_URL: url, SEED_DEMO: options.fresh ? '1' : '0', ...env }
  try {
    if (!options.fresh) {
      const handle = await connectDatabase(url)
      try {
        await migrate(handle.db, true)
        await seedDatabase(handle.db)
      } finally {
        await handle.close()
      }
    }
    const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => startProcess(`s${i + 1}`, common)))
    for (const r of started) if (r.status === 'fulfilled') servers.push(r.value)
    const failed = started.find((r) => r.status === 'rejected')
    if (failed) throw failed.reason
  } catch (err) {
    await stop()
    throw err
  }
  const sql = async (text: string, values: unknown[] = []) => {
    const c = new pg.Client({ connectionString: url })
    await c.connect()
    try {
      return await c.query(text, values)
    } finally {
      await c.end()
    }
  }
  const startWorker = async (workerName: string, extra: Record<string, string> = {}) => {
    const worker = await startProcess(workerName, { ...common, ...extra }, 'worker')
    workers.push(worker)
    return worker
  }
  return { servers, workers, startWorker, databaseUrl: url, sql, stop }
}

/** A request with the spec's headers to one server process. */
export async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: Buffer } = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: ACCEPT_V04, [XHR_HEADER.name]: XHR_HEADER.value, 'accept-language': 'fr', ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: BodyInit | undefined
  if (options.raw) body = new Uint8Array(options.raw)
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  return fetch(`${server.url}${path}`, { method, headers, body })
}

export async function signIn(server: ServerProcess, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(server, 'POST', '/api/oauth2/token', { body: { grant_type: 'password', client_id: DEMO_WEB_CLIENT_ID, username: email, password } })
  if (res.status !== 200) throw new Error(`sign-in on ${server.name}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { access_token: string }).access_token
}

/** Polls `probe` until it returns true; answers how long it took, or throws after `withinMs`. */
export async function within(withinMs: number, probe: () => Promise<boolean>, pauseMs = 25): Promise<number> {
  const started = performance.now()
  for (;;) {
    if (await probe()) return performance.now() - started
    if (performance.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`)
    await new Promise((r) => setTimeout(r, pauseMs))
  }
}

/** A multipart body with text fields and one file, as the app's upload sends it. */
export function multipart(
  fields: Record<string, string>,
  file: { name: string; filename: string; type: string; content: Buffer },
): { raw: Buffer; headers: Record<string, string> } {
  const boundary = `cluster-${randomBytes(6).toString('hex')}`
  const parts: Buffer[] = Object.entries(fields).map(([n, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`))
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return { raw: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
