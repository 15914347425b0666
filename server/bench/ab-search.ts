import autocannon from 'autocannon'
import { fork, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { keptDataset } from './kept-dataset'
import { rng } from './random'
import { searchRequests } from './search-bodies'

// Profiling aid, not the benchmark: npx tsx server/bench/ab-search.ts <checkout A> <checkout B> [rounds] [dir]
// compares two checkouts of this repository (git worktrees: one before a change, one after) on one
// dataset (kept in [dir], /tmp/search-profile by default, seeded once as profile-search.ts does).
// Both bench servers run at once; 8-second loads of the search and of the bare route alternate
// between them, so a drift of the host's speed, which moves a single run by ±10 %, hits both alike.
// Prints each load's server CPU per request and, at the end, the means.
const [dirA, dirB] = [process.argv[2], process.argv[3]].map((d) => resolve(d ?? '.'))
const rounds = Number(process.argv[4] ?? '3')
const dataDir = process.argv[5] ?? '/tmp/search-profile'
const url = `sqlite:${join(dataDir, 'bench.sqlite')}`
const SECONDS = 8

interface Server {
  name: string
  child: ChildProcess
  app: number
  bare: number
}

function start(name: string, checkout: string): Promise<Server> {
  const child = fork(join(checkout, 'server/bench/bench-server.ts'), [], {
    cwd: checkout,
    env: { ...process.env, BENCH_DATABASE_URL: url },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((done) => child.once('message', (ports) => done({ name, child, ...(ports as { app: number; bare: number }) })))
}

const serverCpu = (s: Server) =>
  new Promise<number>((done) => {
    s.child.once('message', (m) => {
      const cpu = (m as { cpu: NodeJS.CpuUsage }).cpu
      done(cpu.user + cpu.system)
    })
    s.child.send('cpu')
  })

/** Minor page faults of the server so far (field 10 of /proc/<pid>/stat). */
const minorFaults = (s: Server) => Number(readFileSync(`/proc/${s.child.pid}/stat`, 'utf8').split(') ')[1].split(' ')[7])

async function main(): Promise<void> {
  const { data, token } = await keptDataset(dataDir, url)
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, host: 'localhost' }
  const requests = searchRequests(rng(7), data, Date.now(), headers)
  const servers = [await start('A', dirA), await start('B', dirB)]
  const sums = new Map<string, number[]>()
  const load = async (s: Server, kind: 'search' | 'bare', seconds: number) => {
    const target = kind === 'bare' ? { url: `http://127.0.0.1:${s.bare}/bare` } : { url: `http://127.0.0.1:${s.app}`, requests }
    const [cpu0, faults0] = [await serverCpu(s), minorFaults(s)]
    const result = await autocannon({ connections: 100, duration: seconds, ...target })
    const n = Math.max(1, result.requests.total)
    return { rps: result.requests.average, us: ((await serverCpu(s)) - cpu0) / n, faults: (minorFaults(s) - faults0) / n, non2xx: result.non2xx }
  }
  try {
    for (const s of servers) await load(s, 'search', 3) // JIT, fleet index
    for (let round = 1; round <= rounds; round++) {
      for (const s of servers) {
        for (const kind of ['search', 'bare'] as const) {
          const m = await load(s, kind, SECONDS)
          for (const [key, value] of [
            [`${s.name} ${kind} us`, m.us],
            [`${s.name} ${kind} rps`, m.rps],
          ] as const)
            sums.set(key, [...(sums.get(key) ?? []), value])
          console.log(
            `round ${round} ${s.name} ${kind.padEnd(6)} ${m.rps.toFixed(0).padStart(6)} req/s  ${m.us.toFixed(1).padStart(6)} us of server CPU  ${m.faults.toFixed(2)} faults/req${m.non2xx ? `  non-2xx ${m.non2xx}` : ''}`,
          )
        }
      }
    }
  } finally {
    for (const s of servers) s.child.kill('SIGTERM')
  }
  const mean = (key: string) => (sums.get(key) ?? []).reduce((a, b) => a + b, 0) / Math.max(1, sums.get(key)?.length ?? 0)
  for (const s of servers) {
    const ratio = mean(`${s.name} search rps`) / mean(`${s.name} bare rps`)
    console.log(
      `${s.name} (${s.name === 'A' ? dirA : dirB}): search ${mean(`${s.name} search us`).toFixed(1)} us, bare ${mean(`${s.name} bare us`).toFixed(1)} us, search/bare ${(100 * ratio).toFixed(1)} %`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
